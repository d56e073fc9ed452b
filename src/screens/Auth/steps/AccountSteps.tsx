import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { LIMITS } from '../../../contract/choices';
import type { StepProps } from './types';

/** Step 1, Welcome: the account's email and password. */
export function WelcomeStep({ form, change }: StepProps) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => change({ email: e.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => change({ password: e.target.value })}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(e) => change({ confirmPassword: e.target.value })}
      />
    </>
  );
}

/** Step 2, Basic Info. */
export function BasicInfoStep({ form, change }: StepProps) {
  return (
    <>
      <TextField
        label="First Name"
        autoComplete="given-name"
        value={form.firstName}
        onChange={(e) => change({ firstName: e.target.value })}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        value={form.lastName}
        onChange={(e) => change({ lastName: e.target.value })}
      />
      <TextField
        label="Birthday"
        type="date"
        autoComplete="bday"
        value={form.birthday}
        onChange={(e) => change({ birthday: e.target.value })}
      />
    </>
  );
}

/** Step 7, Bio, with the 'n / 50 minimum' counter. */
export function BioStep({ form, change }: StepProps) {
  return (
    <TextArea
      label="Bio"
      rows={6}
      placeholder="Tell other bees about yourself, your culture and what you love to share"
      value={form.bio}
      onChange={(e) => change({ bio: e.target.value })}
      hint={`${form.bio.length} / ${LIMITS.minBioLength} minimum`}
    />
  );
}
