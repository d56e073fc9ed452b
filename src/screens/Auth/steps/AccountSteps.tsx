import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { bioHint } from '../../../components/EditProfileDialog/profileDraft';
import { TEXT_LIMITS } from '../../../contract/choices';
import { bindText } from '../../../components/Field/formBinding';
import type { StepProps } from './types';

/** Step 1, Welcome: the account's email and password. */
export function WelcomeStep(props: StepProps) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={TEXT_LIMITS.email}
        {...bindText(props, 'email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={TEXT_LIMITS.password}
        {...bindText(props, 'password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        maxLength={TEXT_LIMITS.password}
        {...bindText(props, 'confirmPassword')}
      />
    </>
  );
}

/** Step 2, Basic Info. */
export function BasicInfoStep(props: StepProps) {
  return (
    <>
      <TextField
        label="First Name"
        autoComplete="given-name"
        maxLength={TEXT_LIMITS.name}
        {...bindText(props, 'firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        maxLength={TEXT_LIMITS.name}
        {...bindText(props, 'lastName')}
      />
      <TextField
        label="Birthday"
        type="date"
        autoComplete="bday"
        {...bindText(props, 'birthday')}
      />
    </>
  );
}

/** Step 7, Bio, with the 'n / 50 minimum' counter. */
export function BioStep(props: StepProps) {
  return (
    <TextArea
      label="Bio"
      rows={6}
      maxLength={TEXT_LIMITS.bio}
      placeholder="Tell other bees about yourself, your culture and what you love to share"
      {...bindText(props, 'bio')}
      hint={bioHint(props.form.bio)}
    />
  );
}
