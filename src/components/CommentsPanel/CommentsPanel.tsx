import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import type { Comment } from '../../contract/types';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { LengthCounter } from '../Field/Field';
import { control } from '../Field/Field.css';
import { TEXT_LIMITS } from '../../contract/choices';
import { TimeAgo } from '../TimeAgo/TimeAgo';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './CommentsPanel.css';

export type CommentsPanelProps = {
  /** The post's comments, oldest first; undefined while they load. */
  comments: readonly Comment[] | undefined;
  failed?: boolean;
  onRetry: () => void;
  /** Sends a comment; rejects when it could not be sent (the text stays). */
  onAdd: (content: string) => Promise<unknown>;
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
  const fieldId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blank = text.trim() === '';

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
    <section className={styles.panel} aria-label={`Comments on ${postTitle}`}>
      {failed ? (
        <p className={styles.note} role="alert">
          Comments could not be loaded.{' '}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </p>
      ) : comments === undefined ? (
        <p className={styles.note} role="status">
          Loading comments…
        </p>
      ) : comments.length === 0 ? (
        <p className={styles.note}>No comments yet. Start the conversation!</p>
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
                <p className={styles.text}>{comment.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={fieldId} className={visuallyHidden}>
          Add a comment
        </label>
        <input
          id={fieldId}
          className={`${control} ${styles.input}`}
          placeholder="Add a comment…"
          value={text}
          maxLength={TEXT_LIMITS.comment}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          iconOnly
          className={styles.send}
          icon={<Send size={18} aria-hidden />}
          aria-label="Post comment"
          disabled={blank}
          loading={sending}
        />
      </form>
      <LengthCounter used={text.length} max={TEXT_LIMITS.comment} />
    </section>
  );
}
