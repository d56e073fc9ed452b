import type { FormPart } from '../../../components/Field/formBinding';
import type { ProfileSetupForm } from '../profileSetupForm';

/** Every step draws part of the profile-setup form and reports changes to it. */
export type StepProps = FormPart<ProfileSetupForm> & {
  /** Required fields left empty at a failed completion, marked until filled. */
  missing: readonly string[];
};
