import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { Select } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import { INTERESTS, LIMITS, NATIONALITIES, TEXT_LIMITS } from '../../../contract/choices';
import type { SignupForm } from '../signupForm';
import { bindText } from '../../../components/Field/formBinding';
import type { StepProps } from './types';

type PickOneField = 'gender' | 'orientation' | 'userType' | 'relationshipGoal';

function PickOne<K extends PickOneField>({
  legend,
  field,
  options,
  form,
  change,
}: StepProps & { legend: string; field: K; options: { value: SignupForm[K]; label: string }[] }) {
  return (
    <ChoiceGroup
      type="radio"
      legend={legend}
      name={field}
      options={options}
      value={form[field]}
      onChange={(value) => change({ [field]: value } as Partial<SignupForm>)}
    />
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
          {...bindText(props, 'nationality')}
        />
      )}
      <TextField
        label="Current Location"
        placeholder="City, State"
        hint="As City, State, e.g. Austin, TX"
        autoComplete="address-level2"
        maxLength={TEXT_LIMITS.location}
        {...bindText(props, 'location')}
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
  return (
    <ChoiceGroup
      legend={`Pick at least ${LIMITS.minInterests} interests`}
      name="interests"
      options={INTERESTS}
      value={form.interests}
      onChange={(interests) => change({ interests })}
      hint={`${form.interests.length} selected`}
    />
  );
}
