import { useLingui } from '@lingui/react/macro';
import { bindText } from '../../../components/Field/formBinding';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { LIMITS, TEXT_LIMITS, bioLength } from '../../../contract/choices';
import type { StepProps } from './stepProps';

/** Step 1, Welcome: the account's email and password. */
export function WelcomeStep(props: StepProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        maxLength={TEXT_LIMITS.email}
        {...bindText(props, 'email')}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        maxLength={TEXT_LIMITS.password}
        {...bindText(props, 'password')}
      />
      <TextField
        label={t`Confirm Password`}
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
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`First Name`}
        autoComplete="given-name"
        maxLength={TEXT_LIMITS.name}
        {...bindText(props, 'firstName')}
      />
      <TextField
        label={t`Last Name`}
        autoComplete="family-name"
        maxLength={TEXT_LIMITS.name}
        {...bindText(props, 'lastName')}
      />
      <TextField
        label={t`Birthday`}
        type="date"
        autoComplete="bday"
        {...bindText(props, 'birthday')}
      />
    </>
  );
}

/** Step 7, Bio, with the 'n / 50 minimum' counter (the same message as the profile editor's). */
export function BioStep(props: StepProps) {
  const { t } = useLingui();
  const length = bioLength(props.form.bio);
  const minBioLength = LIMITS.minBioLength;
  return (
    <TextArea
      label={t`Bio`}
      rows={6}
      maxLength={TEXT_LIMITS.bio}
      placeholder={t`Tell other bees about yourself, your culture and what you love to share`}
      {...bindText(props, 'bio')}
      hint={t`${length} / ${minBioLength} minimum`}
    />
  );
}
