import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { bindText } from '../../../components/Field/formBinding';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { Select } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import { INTERESTS, NATIONALITIES, TEXT_LIMITS } from '../../../contract/choices';
import { choiceLabel } from '../../../i18n/choiceLabels';
import { RULE_MESSAGES } from '../../../i18n/profileRules';
import type { SignupForm } from '../signupForm';
import type { StepProps } from './stepProps';

type PickOneField = 'gender' | 'orientation' | 'userType' | 'relationshipGoal';
type Options<K extends PickOneField> = { value: SignupForm[K]; label: MessageDescriptor }[];

const GENDERS: Options<'gender'> = [
  { value: 'male', label: msg({ message: 'Male', context: 'gender' }) },
  { value: 'female', label: msg({ message: 'Female', context: 'gender' }) },
  { value: 'non_binary', label: msg({ message: 'Non-binary', context: 'gender' }) },
];

const ORIENTATIONS: Options<'orientation'> = [
  { value: 'men', label: msg({ message: 'Men', context: 'interested in' }) },
  { value: 'women', label: msg({ message: 'Women', context: 'interested in' }) },
  { value: 'everyone', label: msg({ message: 'Everyone', context: 'interested in' }) },
];

const USER_TYPES: Options<'userType'> = [
  { value: 'american', label: msg({ message: 'American', context: 'user type' }) },
  { value: 'non_american', label: msg({ message: 'International', context: 'user type' }) },
];

const RELATIONSHIP_GOALS: Options<'relationshipGoal'> = [
  { value: 'relationship', label: msg({ message: 'Relationship', context: 'relationship goal' }) },
  {
    value: 'cultural_exchange',
    label: msg({ message: 'Cultural Exchange', context: 'relationship goal' }),
  },
  { value: 'both', label: msg({ message: 'Both', context: 'relationship goal' }) },
];

function PickOne<K extends PickOneField>({
  legend,
  field,
  options,
  form,
  change,
}: StepProps & { legend: string; field: K; options: Options<K> }) {
  const { t } = useLingui();
  return (
    <ChoiceGroup
      type="radio"
      legend={legend}
      name={field}
      options={options.map(({ value, label }) => ({ value, label: t(label) }))}
      value={form[field]}
      onChange={(value) => change({ [field]: value } as Partial<SignupForm>)}
    />
  );
}

/** Step 3, Identity: gender, orientation and user type. */
export function IdentityStep(props: StepProps) {
  const { t } = useLingui();
  return (
    <>
      <PickOne {...props} legend={t`Gender`} field="gender" options={GENDERS} />
      <PickOne
        {...props}
        legend={t({ message: 'Interested in', context: 'orientation' })}
        field="orientation"
        options={ORIENTATIONS}
      />
      <PickOne
        {...props}
        legend={t({ message: 'I am', context: 'user type' })}
        field="userType"
        options={USER_TYPES}
      />
    </>
  );
}

/** Step 4, Location: nationality (international members only), 'City, State', relationship goal. */
export function LocationStep(props: StepProps) {
  const { t, i18n } = useLingui();
  const { form } = props;
  return (
    <>
      {form.userType !== 'american' && (
        <Select
          label={t`Nationality`}
          placeholder={t`Select your nationality`}
          options={NATIONALITIES.map((nationality) => ({
            value: nationality,
            label: choiceLabel(i18n, 'nationality', nationality),
          }))}
          {...bindText(props, 'nationality')}
        />
      )}
      <TextField
        label={t`Current Location`}
        placeholder={t`City, State`}
        hint={t`As City, State, e.g. Austin, TX`}
        autoComplete="address-level2"
        maxLength={TEXT_LIMITS.location}
        {...bindText(props, 'location')}
      />
      <PickOne
        {...props}
        legend={t`Relationship Goal`}
        field="relationshipGoal"
        options={RELATIONSHIP_GOALS}
      />
    </>
  );
}

/** Step 6, Interests: at least three of the 24. */
export function InterestsStep({ form, change }: StepProps) {
  const { t, i18n } = useLingui();
  const chosen = form.interests.length;
  return (
    <ChoiceGroup
      legend={t(RULE_MESSAGES.tooFewInterests)}
      name="interests"
      options={INTERESTS.map((interest) => ({
        value: interest,
        label: choiceLabel(i18n, 'interest', interest),
      }))}
      value={form.interests}
      onChange={(interests) => change({ interests })}
      hint={<Plural value={chosen} one="# selected" other="# selected" />}
    />
  );
}
