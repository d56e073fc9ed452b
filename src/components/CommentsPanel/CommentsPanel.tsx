'use client';

import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Send from 'lucide-react/icons/send';
import type { Comment } from '../../contract/types';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { LengthCounter } from '../Field/Field';
import { control } from '../Field/Field.css';
import { TEXT_LIMITS } from '../../contract/choices';
import { TimeAgo } from '../TimeAgo/TimeAgo';
import { useBusy } from '../Dialog/turns';
import { mirrorInRtl, visuallyHidden } from '../../styles/utilities.css';
import * as styles from './CommentsPanel.css';

export type CommentsPanelProps = {
  /** The post's comments, oldest first; undefined while they load. */
  comments: readonly Comment[] | undefined;
  /** The comments could not be loaded: a message and Retry show in their place. */
  failed?: boolean;
  /** Called when the member presses Retry after the comments failed to load. */
  onRetry: () => void;
  /** Sends a comment; rejects when it could not be sent (the text stays). */
  onAdd: (content: string) => Promise<unknown>;
  /** The app's "now", for the comments' ages. */
  now: Date;
  /** Names the list and the field, e.g. the post's title. */
  postTitle: string;
};

/** A post's comments and a field to add one. Blank comments are not sent. */
export function CommentsPanel({
  comments,
  failed = false,
  onRetry,
  onAdd,
  now,
  postTitle,
}: CommentsPanelProps) {
  const { t } = useLingui();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blank = text.trim() === '';
  useBusy(!blank); // a comment being written holds back a match pushed meanwhile

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || sending) return;
    setSending(true);
    try {
      await onAdd(text.trim());
      setText('');
    } catch {
      // The caller reports the failure; the text stays so nothing typed is lost.
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.panel} aria-label={t`Comments on ${postTitle}`}>
      {failed ? (
        <p className={styles.note} role="alert">
          <Trans>Comments could not be loaded.</Trans>{' '}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        </p>
      ) : comments === undefined ? (
        <p className={styles.note} role="status">
          <Trans>Loading comments…</Trans>
        </p>
      ) : comments.length === 0 ? (
        <p className={styles.note}>
          <Trans>No comments yet. Start the conversation!</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <Avatar name={comment.author} size="sm" />
              <div className={styles.bubble}>
                <p className={styles.meta}>
                  <span className={styles.author}>{comment.author}</span>
                  <TimeAgo className={styles.time} date={comment.createdAt} now={now} />
                </p>
                <p className={styles.text} dir="auto">
                  {comment.content}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={fieldId} className={visuallyHidden}>
          <Trans>Add a comment</Trans>
        </label>
        <input
          id={fieldId}
          className={`${control} ${styles.input}`}
          placeholder={t`Add a comment…`}
          value={text}
          maxLength={TEXT_LIMITS.comment}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          iconOnly
          className={styles.send}
          icon={<Send size={18} aria-hidden className={mirrorInRtl} />}
          aria-label={t`Post comment`}
          disabled={blank}
          loading={sending}
        />
      </form>
      <LengthCounter used={text.length} max={TEXT_LIMITS.comment} />
    </section>
  );
}
