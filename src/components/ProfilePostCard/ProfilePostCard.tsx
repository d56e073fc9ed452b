'use client';

import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import Heart from 'lucide-react/icons/heart';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Ticket from 'lucide-react/icons/ticket';
import Trash2 from 'lucide-react/icons/trash';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { PostBody } from '../PostBody/PostBody';
import {
  commentCount,
  eventDay,
  eventPrice,
  eventTime,
  KIND_LABELS,
  likeCount,
  postedOn,
  postKind,
  type ProfilePost,
} from './postFacts';
import * as styles from './ProfilePostCard.css';

export type ProfilePostCardProps = {
  /** The post to show: its kind, date, text, picture, event facts, likes and comments. */
  post: ProfilePost;
  /** Offered on the member's own profile only: asks to delete the post. */
  onDelete?: (post: ProfilePost) => void;
  /** The deletion is under way: the post stays, its Delete busy, until the server answers. */
  deleting?: boolean;
};

const TONES = { event: 'compatibility', news: 'neutral', story: 'theme' } as const;

/** One post in a profile's 'Posts & Activity': what it is, when, where, and how it was received. */
export function ProfilePostCard({ post, onDelete, deleting = false }: ProfilePostCardProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const kind = postKind(post);
  const event = kind === 'event' ? post.eventDetails : null;
  const price = eventPrice(locale, event?.price);
  const hasEventFacts = Boolean(event && (event.date || event.time || price));
  return (
    <article
      className={styles.post}
      aria-labelledby={`${id}-title`}
      aria-busy={deleting || undefined}
      data-deleting={deleting || undefined}
    >
      <header className={styles.header}>
        <Badge tone={TONES[kind]}>{t(KIND_LABELS[kind])}</Badge>
        <time className={styles.posted} dateTime={post.createdAt}>
          {postedOn(locale, post.createdAt)}
        </time>
        {onDelete && (
          <Button
            className={styles.deleteButton}
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} aria-hidden />}
            aria-describedby={`${id}-title`}
            loading={deleting}
            onClick={() => onDelete(post)}
          >
            <Trans>Delete</Trans>
          </Button>
        )}
      </header>
      <PostBody
        titleId={`${id}-title`}
        title={post.title}
        content={post.content}
        image={post.image}
      />
      {hasEventFacts && event && (
        <ul className={styles.eventFacts} aria-label={t`Event details`}>
          {event.date && (
            <li className={styles.fact}>
              <CalendarDays size={16} aria-hidden />
              {eventDay(locale, event.date)}
            </li>
          )}
          {event.time && (
            <li className={styles.fact}>
              <Clock size={16} aria-hidden />
              {eventTime(locale, event.time)}
            </li>
          )}
          {price && (
            <li className={styles.fact}>
              <Ticket size={16} aria-hidden />
              {price}
            </li>
          )}
        </ul>
      )}
      {(post.culturalTheme || post.location) && (
        <ul className={styles.facts}>
          {post.culturalTheme && (
            <li className={styles.fact}>
              <Badge tone="theme">{post.culturalTheme}</Badge>
            </li>
          )}
          {post.location && (
            <li className={styles.fact}>
              <MapPin size={16} aria-hidden />
              {post.location}
            </li>
          )}
        </ul>
      )}
      <footer className={styles.footer}>
        <span className={styles.count}>
          <Heart size={16} aria-hidden />
          {likeCount(post._count.likes, i18n)}
        </span>
        <span className={styles.count}>
          <MessageCircle size={16} aria-hidden />
          {commentCount(post._count.comments, i18n)}
        </span>
      </footer>
    </article>
  );
}
