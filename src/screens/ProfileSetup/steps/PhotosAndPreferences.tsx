import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { bindText } from '../../../components/Field/formBinding';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { PhotoPicker } from '../../../components/PhotoPicker/PhotoPicker';
import { TextField } from '../../../components/TextField/TextField';
import { PROFILE_SETUP } from '../../../contract/choices';
import { fieldset, legend } from '../../../styles/form.css';
import { preferenceRanges } from '../profileSetupForm';
import * as styles from '../ProfileSetup.css';
import type { StepProps } from './stepProps';

/** Step 3, Profile Photos: the first is the main photo. */
export function ProfilePhotosStep({ form, change }: StepProps) {
  return (
    <PhotoPicker photos={form.photos} onChange={(photos) => change({ photos })} labelMainPhoto />
  );
}

type Flag = 'interestedInEvents' | 'interestedInImmigrationNews' | 'interestedInCulturalTrivia';

const FLAGS: { field: Flag; label: MessageDescriptor }[] = [
  { field: 'interestedInEvents', label: msg`Interested in cultural events` },
  { field: 'interestedInImmigrationNews', label: msg`Interested in immigration news` },
  { field: 'interestedInCulturalTrivia', label: msg`Interested in cultural trivia` },
];

/** Step 4, Preferences: what to show, and who (age range, distance). */
export function PreferencesStep(props: StepProps) {
  const { t } = useLingui();
  const { form, change } = props;
  const { age, distance } = PROFILE_SETUP;
  const [minAge, maxAge, minMiles, maxMiles] = [age.min, age.max, distance.min, distance.max];
  const ages = t`${minAge} to ${maxAge}`;
  // Leaving a number puts it back in range, so what is shown is what will be kept.
  const keepInRange = () => {
    const ranges = preferenceRanges(form);
    change({
      minAge: String(ranges.minAge),
      maxAge: String(ranges.maxAge),
      maxDistance: String(ranges.maxDistance),
    });
  };
  const number = { type: 'number', inputMode: 'numeric', onBlur: keepInRange } as const;
  return (
    <>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Show me</Trans>
        </legend>
        {FLAGS.map(({ field, label }) => (
          <Checkbox
            key={field}
            label={t(label)}
            checked={form[field]}
            onChange={(event) => change({ [field]: event.target.checked })}
          />
        ))}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Who I'd like to meet</Trans>
        </legend>
        <div className={styles.numbers}>
          <TextField
            label={t`Minimum Age`}
            min={age.min}
            max={age.max}
            hint={ages}
            {...number}
            {...bindText(props, 'minAge')}
          />
          <TextField
            label={t`Maximum Age`}
            min={age.min}
            max={age.max}
            hint={ages}
            {...number}
            {...bindText(props, 'maxAge')}
          />
        </div>
        <TextField
          label={t`Maximum Distance (miles)`}
          min={distance.min}
          max={distance.max}
          hint={t`${minMiles} to ${maxMiles} miles`}
          {...number}
          {...bindText(props, 'maxDistance')}
        />
      </fieldset>
    </>
  );
}
