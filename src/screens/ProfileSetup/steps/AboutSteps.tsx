import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { bindText } from '../../../components/Field/formBinding';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { LANGUAGES, PROFILE_SETUP_INTERESTS } from '../../../contract/choices';
import type { RequiredField } from '../profileSetupForm';
import type { StepProps } from './types';

const REQUIRED = 'Required';

/** The error a required field shows after a failed completion, until it is filled. */
const requiredError = ({ form, markMissing }: StepProps, field: RequiredField) =>
  markMissing && form[field].trim() === '' ? REQUIRED : undefined;

/** Step 1, Basic Information. */
export function BasicInformationStep(props: StepProps) {
  return (
    <>
      <TextField
        label="First Name"
        autoComplete="given-name"
        required
        error={requiredError(props, 'firstName')}
        {...bindText(props, 'firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        required
        error={requiredError(props, 'lastName')}
        {...bindText(props, 'lastName')}
      />
      <TextArea
        label="Bio"
        rows={4}
        placeholder="A few lines about you"
        {...bindText(props, 'bio')}
      />
      <TextField
        label="Height (cm)"
        type="number"
        inputMode="numeric"
        min={1}
        {...bindText(props, 'height')}
      />
      <TextField
        label="Education"
        placeholder="e.g. BSc Architecture"
        {...bindText(props, 'education')}
      />
      <TextField
        label="Occupation"
        autoComplete="organization-title"
        {...bindText(props, 'occupation')}
      />
    </>
  );
}

/** Step 2, Cultural Journey and Interests. */
export function CulturalJourneyStep(props: StepProps) {
  const { form, change } = props;
  return (
    <>
      <TextArea
        label="Cultural Journey"
        rows={4}
        placeholder="Where you come from, where you have lived, what you carry with you"
        required
        error={requiredError(props, 'culturalJourney')}
        {...bindText(props, 'culturalJourney')}
      />
      <ChoiceGroup
        legend="Languages you speak"
        name="languages"
        options={LANGUAGES}
        value={form.languages}
        onChange={(languages) => change({ languages })}
      />
      <ChoiceGroup
        legend="Interests"
        name="interests"
        options={PROFILE_SETUP_INTERESTS}
        value={form.interests}
        onChange={(interests) => change({ interests })}
        hint={`${form.interests.length} selected`}
      />
    </>
  );
}
