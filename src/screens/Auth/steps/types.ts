import type { SignupForm } from '../signupForm';

/** Every step draws part of the form and reports changes to it. */
export type StepProps = {
  form: SignupForm;
  change: (changes: Partial<SignupForm>) => void;
};
