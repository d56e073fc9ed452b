'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, TEXT_LIMITS } from '../../contract/choices';
import { choiceLabel, type ChoiceKind } from '../../i18n/choiceLabels';
import { alert } from '../../styles/form.css';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { FieldError } from '../Field/FieldError';
import { PhotoPicker } from '../PhotoPicker/PhotoPicker';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import {
  bioHint,
  changesOf,
  draftProblems,
  firstProblem,
  interestOptions,
  languageOptions,
  type DraftField,
  type ProfileDraft,
} from './profileDraft';
import * as styles from './EditProfileDialog.css';

type EditProfileFormProps = {
  id: string;
  /** The profile as saved. */
  saved: ProfileDraft;
  /** Called with what changed (nothing, if nothing did) once the draft holds the rules. */
  onSubmit: (changes: Partial<ProfileDraft>) => void;
  /** The dialog's footer, kept in view at the bottom of the form as it scrolls. */
  footer: ReactNode;
};

/**
 * Where focus goes for a field that needs fixing (by what the fields are, never by their words,
 * which change with the language). Photos need fixing only when there are none: then the
 * picker's file input is there.
 */
const FOCUS_TARGETS: Record<DraftField, string> = {
  photos: 'input[type="file"]',
  bio: 'textarea[name="bio"]',
  culturalJourney: 'textarea[name="culturalJourney"]',
  location: 'input[name="location"]',
  interests: 'input[name="interests"]',
  languages: 'input[name="languages"]',
};

/** The fields of one's own profile, checked against the signup's rules on Save. */
export function EditProfileForm({ id, saved, onSubmit, footer }: EditProfileFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Once Save was pressed, problems show and clear as the member fixes them.
  const problems = checked ? draftProblems(draft) : {};
  const problemCount = Object.keys(problems).length;

  const change = (changes: Partial<ProfileDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const text = (field: 'bio' | 'culturalJourney' | 'location') => ({
    name: field,
    value: draft[field],
    maxLength: TEXT_LIMITS[field],
    error: problems[field] && t(problems[field]),
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });

  /** The contract's choices (its values), each labelled in the interface's language. */
  const labelled = (kind: ChoiceKind, values: readonly string[]) =>
    values.map((value) => ({ value, label: choiceLabel(i18n, kind, value) }));
  const interestCount = draft.interests.length;
  const languageCount = draft.languages.length;
  const minInterests = LIMITS.minInterests;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const first = firstProblem(draftProblems(draft));
    if (first) {
      form.current?.querySelector<HTMLElement>(FOCUS_TARGETS[first])?.focus();
      return;
    }
    onSubmit(changesOf(saved, draft));
  };

  return (
    <form ref={form} id={id} className={styles.form} noValidate onSubmit={submit}>
      {problemCount > 0 && (
        <p role="alert" className={alert}>
          <Plural
            value={problemCount}
            _1="One thing needs fixing before you save."
            one="# thing needs fixing before you save."
            other="# things need fixing before you save."
          />
        </p>
      )}
      <TextArea
        label={t`Bio`}
        rows={5}
        placeholder={t`Tell other bees about yourself, your culture and what you love to share`}
        {...text('bio')}
        hint={bioHint(draft.bio, i18n)}
      />
      <TextArea
        label={t`Cultural Journey`}
        rows={4}
        placeholder={t`Where your story began, where it has taken you, what you carry along`}
        {...text('culturalJourney')}
      />
      <TextField
        label={t`Current Location`}
        placeholder={t`City, State`}
        hint={t`As City, State, e.g. Austin, TX`}
        autoComplete="address-level2"
        {...text('location')}
      />
      <section className={styles.section} aria-labelledby={`${id}-photos`}>
        <h3 id={`${id}-photos`} className={styles.sectionTitle}>
          <Trans>Photos</Trans>
        </h3>
        <p className={styles.sectionHint}>
          <Trans>Your first photo is your profile picture. Keep at least one.</Trans>
        </p>
        <PhotoPicker
          photos={draft.photos}
          onChange={(photos) => change({ photos })}
          labelMainPhoto
        />
        {problems.photos && <FieldError>{t(problems.photos)}</FieldError>}
      </section>
      <div className={styles.group}>
        <ChoiceGroup
          legend={t`Interests`}
          name="interests"
          options={labelled('interest', interestOptions(saved.interests))}
          value={draft.interests}
          onChange={(interests) => change({ interests })}
          hint={
            <Plural
              value={interestCount}
              one={`# selected, at least ${minInterests}`}
              other={`# selected, at least ${minInterests}`}
            />
          }
        />
        {problems.interests && <FieldError>{t(problems.interests)}</FieldError>}
      </div>
      <ChoiceGroup
        legend={t`Languages`}
        name="languages"
        options={labelled('language', languageOptions(saved.languages))}
        value={draft.languages}
        onChange={(languages) => change({ languages })}
        hint={<Plural value={languageCount} one="# selected" other="# selected" />}
      />
      <div className={styles.footer}>{footer}</div>
    </form>
  );
}
