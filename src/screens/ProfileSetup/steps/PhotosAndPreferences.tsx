import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { bindText } from '../../../components/Field/formBinding';
import { PhotoPicker } from '../../../components/PhotoPicker/PhotoPicker';
import { TextField } from '../../../components/TextField/TextField';
import { PROFILE_SETUP } from '../../../contract/choices';
import { fieldset, legend } from '../../../styles/form.css';
import { preferenceRanges } from '../profileSetupForm';
import * as styles from '../ProfileSetup.css';
import type { StepProps } from './types';

/** Step 3, Profile Photos: the first is the main photo. */
export function ProfilePhotosStep({ form, change }: StepProps) {
  return (
    <PhotoPicker photos={form.photos} onChange={(photos) => change({ photos })} labelMainPhoto />
  );
}

type Flag = 'interestedInEvents' | 'interestedInImmigrationNews' | 'interestedInCulturalTrivia';

const FLAGS: { field: Flag; label: string }[] = [
  { field: 'interestedInEvents', label: 'Interested in cultural events' },
  { field: 'interestedInImmigrationNews', label: 'Interested in immigration news' },
  { field: 'interestedInCulturalTrivia', label: 'Interested in cultural trivia' },
];

/** Step 4, Preferences: what to show, and who (age range, distance). */
export function PreferencesStep(props: StepProps) {
  const { form, change } = props;
  const { age, distance } = PROFILE_SETUP;
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
        <legend className={legend}>Show me</legend>
        {FLAGS.map(({ field, label }) => (
          <Checkbox
            key={field}
            label={label}
            checked={form[field]}
            onChange={(event) => change({ [field]: event.target.checked })}
          />
        ))}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Who I'd like to meet</legend>
        <div className={styles.numbers}>
          <TextField
            label="Minimum Age"
            min={age.min}
            max={age.max}
            hint={`${age.min} to ${age.max}`}
            {...number}
            {...bindText(props, 'minAge')}
          />
          <TextField
            label="Maximum Age"
            min={age.min}
            max={age.max}
            hint={`${age.min} to ${age.max}`}
            {...number}
            {...bindText(props, 'maxAge')}
          />
        </div>
        <TextField
          label="Maximum Distance (miles)"
          min={distance.min}
          max={distance.max}
          hint={`${distance.min} to ${distance.max} miles`}
          {...number}
          {...bindText(props, 'maxDistance')}
        />
      </fieldset>
    </>
  );
}
