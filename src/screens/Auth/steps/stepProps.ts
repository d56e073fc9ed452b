import type { FormPart } from '../../../components/Field/formBinding';
import type { SignupForm } from '../signupForm';

/** Every step draws part of the signup form and reports changes to it. */
export type StepProps = FormPart<SignupForm>;
