import { ChoiceChip } from '../../../components/ChoiceChip/ChoiceChip';
import { Select } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import { INTERESTS, LIMITS, NATIONALITIES } from '../../../contract/choices';
import type { SignupForm } from '../signupForm';
import * as styles from '../Auth.css';
import { bind, type StepProps } from './types';

type Option<K extends keyof SignupForm> = { value: SignupForm[K]; label: string };

function PickOne<K extends 'gender' | 'orientation' | 'userType' | 'relationshipGoal'>({
  legend,
  field,
  options,
  form,
  change,
}: StepProps & { legend: string; field: K; options: Option<K>[] }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <ChoiceChip
            key={option.value as string}
            type="radio"
            name={field}
            label={option.label}
            checked={form[field] === option.value}
            onChange={() => change({ [field]: option.value } as Partial<SignupForm>)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Step 3, Identity: gender, orientation and user type. */
export function IdentityStep(props: StepProps) {
  return (
    <>
      <PickOne
        {...props}
        legend="Gender"
        field="gender"
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
          { value: 'non_binary', label: 'Non-binary' },
        ]}
      />
      <PickOne
        {...props}
        legend="Interested in"
        field="orientation"
        options={[
          { value: 'men', label: 'Men' },
          { value: 'women', label: 'Women' },
          { value: 'everyone', label: 'Everyone' },
        ]}
      />
      <PickOne
        {...props}
        legend="I am"
        field="userType"
        options={[
          { value: 'american', label: 'American' },
          { value: 'non_american', label: 'International' },
        ]}
      />
    </>
  );
}

/** Step 4, Location: nationality (international members only), 'City, State', relationship goal. */
export function LocationStep(props: StepProps) {
  const { form } = props;
  return (
    <>
      {form.userType !== 'american' && (
        <Select
          label="Nationality"
          placeholder="Select your nationality"
          options={NATIONALITIES.map((nationality) => ({ value: nationality, label: nationality }))}
          {...bind(props, 'nationality')}
        />
      )}
      <TextField
        label="Current Location"
        placeholder="City, State"
        hint="As City, State, e.g. Austin, TX"
        autoComplete="address-level2"
        {...bind(props, 'location')}
      />
      <PickOne
        {...props}
        legend="Relationship Goal"
        field="relationshipGoal"
        options={[
          { value: 'relationship', label: 'Relationship' },
          { value: 'cultural_exchange', label: 'Cultural Exchange' },
          { value: 'both', label: 'Both' },
        ]}
      />
    </>
  );
}

/** Step 6, Interests: at least three of the 24. */
export function InterestsStep({ form, change }: StepProps) {
  const toggle = (interest: string) =>
    change({
      interests: form.interests.includes(interest)
        ? form.interests.filter((chosen) => chosen !== interest)
        : [...form.interests, interest],
    });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Pick at least {LIMITS.minInterests} interests</legend>
      <div className={styles.chips}>
        {INTERESTS.map((interest) => (
          <ChoiceChip
            key={interest}
            name="interests"
            label={interest}
            checked={form.interests.includes(interest)}
            onChange={() => toggle(interest)}
          />
        ))}
      </div>
      <p className={styles.hint} aria-live="polite">
        {form.interests.length} selected
      </p>
    </fieldset>
  );
}
