import { useRef, useState, type FormEvent } from 'react';
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
  { value: 'story', label: 'Story' },
  { value: 'event', label: 'Event' },
  { value: 'news', label: 'News' },
];

const VISIBILITY_OPTIONS = [
  { value: 'GLOBAL', label: 'Everyone' },
  { value: 'CONNECTIONS', label: 'Connections only' },
];

const THEMES = CULTURAL_THEMES.filter((theme) => theme !== 'all');

type CreatePostFormProps = {
  id: string;
  initialType: PostKind;
  onSubmit: (post: CreatePostRequest) => void;
};

/** The fields of a new post. Event fields show for events; nothing typed is lost on an error. */
export function CreatePostForm({ id, initialType, onSubmit }: CreatePostFormProps) {
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

  const missing = (field: 'title' | 'content') =>
    problems?.missing.includes(field) ? REQUIRED_MISSING : undefined;

  return (
    <form ref={form} id={id} className={styles.form} noValidate onSubmit={submit}>
      {problems && problems.missing.length > 0 && (
        <p role="alert" className={alert}>
          {REQUIRED_MISSING}
        </p>
      )}
      <div className={styles.row}>
        <Select label="Type" options={TYPE_OPTIONS} {...bind('type')} />
        <Select label="Visibility" options={VISIBILITY_OPTIONS} {...bind('visibility')} />
      </div>
      <TextField
        label="Title"
        required
        aria-invalid={missing('title') ? true : undefined}
        maxLength={TEXT_LIMITS.postTitle}
        {...bind('title')}
      />
      <TextArea
        label="Content"
        required
        rows={5}
        aria-invalid={missing('content') ? true : undefined}
        maxLength={TEXT_LIMITS.postContent}
        {...bind('content')}
      />
      <TextField
        label="Image URL (optional)"
        inputMode="url"
        placeholder="https://…"
        maxLength={TEXT_LIMITS.imageUrl}
        {...bind('image')}
      />
      {isEvent && (
        <fieldset className={styles.eventFields}>
          <legend className={styles.legend}>Event details</legend>
          <TextField
            label="Location"
            placeholder="City, State"
            maxLength={TEXT_LIMITS.location}
            {...bind('location')}
          />
          <TextField
            label="Cultural Theme"
            list={`${id}-themes`}
            placeholder="e.g. Japanese"
            maxLength={TEXT_LIMITS.culturalTheme}
            {...bind('culturalTheme')}
          />
          <datalist id={`${id}-themes`}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme} />
            ))}
          </datalist>
          <div className={styles.row}>
            <TextField label="Date" type="date" {...bind('date')} />
            <TextField label="Time" type="time" {...bind('time')} />
          </div>
          <div className={styles.row}>
            <TextField
              label="Price ($)"
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              error={problems?.price}
              {...bind('price')}
            />
            <TextField
              label="Max Attendees"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              error={problems?.maxAttendees}
              {...bind('maxAttendees')}
            />
          </div>
        </fieldset>
      )}
    </form>
  );
}
