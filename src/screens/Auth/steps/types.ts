import type { SignupForm } from '../signupForm';

/** Every step draws part of the form and reports changes to it. */
export type StepProps = {
  form: SignupForm;
  change: (changes: Partial<SignupForm>) => void;
};

type TextField = {
  [K in keyof SignupForm]: SignupForm[K] extends string ? K : never;
}[keyof SignupForm];

/** Value and change handler of a text field of the form, for an input or a select. */
export const bind = ({ form, change }: StepProps, field: TextField) => ({
  value: form[field],
  onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
});
