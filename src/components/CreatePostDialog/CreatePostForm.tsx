'use client';

import { useRef, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CULTURAL_THEMES, TEXT_LIMITS } from '../../contract/choices';
import type { CreatePostRequest } from '../../contract/types';
import { alert } from '../../styles/form.css';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import {
  canPublish,
  draftProblems,
  emptyDraft,
  REQUIRED_MISSING,
  toCreatePostRequest,
  type DraftProblems,
  type PostDraft,
  type PostKind,
} from './postDraft';
import * as styles from './CreatePostDialog.css';

const TYPE_OPTIONS = [
  { value: 'story', label: msg({ message: 'Story', context: 'post type' }) },
  { value: 'event', label: msg({ message: 'Event', context: 'post type' }) },
  { value: 'news', label: msg({ message: 'News', context: 'post type' }) },
];

const VISIBILITY_OPTIONS = [
  { value: 'GLOBAL', label: msg`Everyone` },
  { value: 'CONNECTIONS', label: msg`Connections only` },
];

const THEMES = CULTURAL_THEMES.filter((theme) => theme !== 'all');

type CreatePostFormProps = {
  id: string;
  initialType: PostKind;
  onSubmit: (post: CreatePostRequest) => void;
};

/** The fields of a new post. Event fields show for events; nothing typed is lost on an error. */
export function CreatePostForm({ id, initialType, onSubmit }: CreatePostFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<PostDraft>(() => emptyDraft(initialType));
  const [problems, setProblems] = useState<DraftProblems | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const isEvent = draft.type === 'event';

  const bind = (field: keyof PostDraft) => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    if (!canPublish(found)) {
      setProblems(found);
      // The first field to fix takes focus.
      const first = found.missing[0] ?? (found.price ? 'price' : 'maxAttendees');
      (form.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setProblems(null);
    onSubmit(toCreatePostRequest(draft));
  };

  const translated = (options: typeof TYPE_OPTIONS) =>
    options.map(({ value, label }) => ({ value, label: t(label) }));

  const missing = (field: 'title' | 'content') =>
    problems?.missing.includes(field) ? t(REQUIRED_MISSING) : undefined;

  return (
    <form ref={form} id={id} className={styles.form} noValidate onSubmit={submit}>
      {problems && problems.missing.length > 0 && (
        <p role="alert" className={alert}>
          {t(REQUIRED_MISSING)}
        </p>
      )}
      <div className={styles.row}>
        <Select label={t`Type`} options={translated(TYPE_OPTIONS)} {...bind('type')} />
        <Select
          label={t`Visibility`}
          options={translated(VISIBILITY_OPTIONS)}
          {...bind('visibility')}
        />
      </div>
      <TextField
        label={t`Title`}
        required
        aria-invalid={missing('title') ? true : undefined}
        maxLength={TEXT_LIMITS.postTitle}
        {...bind('title')}
      />
      <TextArea
        label={t`Content`}
        required
        rows={5}
        aria-invalid={missing('content') ? true : undefined}
        maxLength={TEXT_LIMITS.postContent}
        {...bind('content')}
      />
      <TextField
        label={t`Image URL (optional)`}
        inputMode="url"
        placeholder={t({
          message: 'https://…',
          comment: 'The start of a web address, as an example',
        })}
        maxLength={TEXT_LIMITS.imageUrl}
        {...bind('image')}
      />
      {isEvent && (
        <fieldset className={styles.eventFields}>
          <legend className={styles.legend}>
            <Trans>Event details</Trans>
          </legend>
          <TextField
            label={t`Location`}
            placeholder={t`City, State`}
            maxLength={TEXT_LIMITS.location}
            {...bind('location')}
          />
          <TextField
            label={t`Cultural Theme`}
            list={`${id}-themes`}
            placeholder={t`e.g. Japanese`}
            maxLength={TEXT_LIMITS.culturalTheme}
            {...bind('culturalTheme')}
          />
          <datalist id={`${id}-themes`}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme} />
            ))}
          </datalist>
          <div className={styles.row}>
            <TextField label={t`Date`} type="date" {...bind('date')} />
            <TextField label={t`Time`} type="time" {...bind('time')} />
          </div>
          <div className={styles.row}>
            <TextField
              label={t({ message: 'Price ($)', comment: 'An event ticket price, in US dollars' })}
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              error={problems?.price && t(problems.price)}
              {...bind('price')}
            />
            <TextField
              label={t`Max Attendees`}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              error={problems?.maxAttendees && t(problems.maxAttendees)}
              {...bind('maxAttendees')}
            />
          </div>
        </fieldset>
      )}
    </form>
  );
}
