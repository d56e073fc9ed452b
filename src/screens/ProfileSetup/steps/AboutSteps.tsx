import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { bindText } from '../../../components/Field/formBinding';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { LANGUAGES, PROFILE_SETUP_INTERESTS } from '../../../contract/choices';
import { choiceLabel } from '../../../i18n/choiceLabels';
import type { RequiredField } from '../profileSetupForm';
import type { StepProps } from './stepProps';

const REQUIRED = msg({ message: 'Required', context: 'field error' });

/** A required field left empty after a failed completion shows an error until it is filled. */
const isMissing = ({ form, markMissing }: StepProps, field: RequiredField) =>
  markMissing && form[field].trim() === '';

/** Step 1, Basic Information. */
export function BasicInformationStep(props: StepProps) {
  const { t } = useLingui();
  const required = t(REQUIRED);
  return (
    <>
      <TextField
        label={t`First Name`}
        autoComplete="given-name"
        required
        error={isMissing(props, 'firstName') ? required : undefined}
        {...bindText(props, 'firstName')}
      />
      <TextField
        label={t`Last Name`}
        autoComplete="family-name"
        required
        error={isMissing(props, 'lastName') ? required : undefined}
        {...bindText(props, 'lastName')}
      />
      <TextArea
        label={t`Bio`}
        rows={4}
        placeholder={t`A few lines about you`}
        {...bindText(props, 'bio')}
      />
      <TextField
        label={t`Height (cm)`}
        type="number"
        inputMode="numeric"
        min={1}
        {...bindText(props, 'height')}
      />
      <TextField
        label={t`Education`}
        placeholder={t`e.g. BSc Architecture`}
        {...bindText(props, 'education')}
      />
      <TextField
        label={t`Occupation`}
        autoComplete="organization-title"
        {...bindText(props, 'occupation')}
      />
    </>
  );
}

/** Step 2, Cultural Journey and Interests. */
export function CulturalJourneyStep(props: StepProps) {
  const { t, i18n } = useLingui();
  const { form, change } = props;
  const chosen = form.interests.length;
  return (
    <>
      <TextArea
        label={t`Cultural Journey`}
        rows={4}
        placeholder={t`Where you come from, where you have lived, what you carry with you`}
        required
        error={isMissing(props, 'culturalJourney') ? t(REQUIRED) : undefined}
        {...bindText(props, 'culturalJourney')}
      />
      <ChoiceGroup
        legend={t`Languages you speak`}
        name="languages"
        options={LANGUAGES.map((language) => ({
          value: language,
          label: choiceLabel(i18n, 'language', language),
        }))}
        value={form.languages}
        onChange={(languages) => change({ languages })}
      />
      <ChoiceGroup
        legend={t`Interests`}
        name="interests"
        options={PROFILE_SETUP_INTERESTS.map((interest) => ({
          value: interest,
          label: choiceLabel(i18n, 'interest', interest),
        }))}
        value={form.interests}
        onChange={(interests) => change({ interests })}
        hint={<Plural value={chosen} one="# selected" other="# selected" />}
      />
    </>
  );
}
