import type { FormPart } from '../../../components/Field/formBinding';
import type { ProfileSetupForm } from '../profileSetupForm';

/** Every step draws part of the profile-setup form and reports changes to it. */
export type StepProps = FormPart<ProfileSetupForm> & {
  /** After a failed completion, empty required fields are marked until filled. */
  markMissing: boolean;
};
