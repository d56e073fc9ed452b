'use client';

import { useId, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Heart from 'lucide-react/icons/heart';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Ticket from 'lucide-react/icons/ticket';
import Users from 'lucide-react/icons/users';
import { Link } from '../Link/Link';
import type { FeedPost } from '../../contract/types';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { PostBody } from '../PostBody/PostBody';
import { TimeAgo } from '../TimeAgo/TimeAgo';
import * as styles from './PostCard.css';
import { formatUsdCents } from '../../i18n/format';

const TYPE_LABELS: Record<FeedPost['type'], MessageDescriptor> = {
  STORY: msg({ message: 'Story', context: 'post type' }),
  EVENT: msg({ message: 'Event', context: 'post type' }),
  NEWS: msg({ message: 'News', context: 'post type' }),
};

export type PostCardProps = {
  /** The feed post to show: author, type, text, picture, event facts, likes and comments. */
  post: FeedPost;
  /** The app's "now", for the post's age. */
  now: Date;
  /** Called with the post when the member presses Like, to like it or take the like back. */
  onToggleLike: (post: FeedPost) => void;
  /** Called with the post when the member presses its comment count, to open or close them. */
  onToggleComments: (post: FeedPost) => void;
  /** The comments are open: `children` shows under the post, and the count reads as expanded. */
  commentsOpen?: boolean;
  /** The author's profile: with it, the author's name and photo lead there. */
  authorTo?: string;
  /** The comments panel, under the post while open. */
  children?: ReactNode;
};

/** A story, event or news post in the feed, with its like and comments. */
export function PostCard({
  post,
  now,
  onToggleLike,
  onToggleComments,
  commentsOpen = false,
  authorTo,
  children,
}: PostCardProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const isEvent = post.type === 'EVENT';
  return (
    <article className={styles.post} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        {authorTo ? (
          // The photo is a second way to the same place, for pointers; the name is the link read out.
          <Link href={authorTo} className={styles.authorPhoto} tabIndex={-1} aria-hidden>
            <Avatar name={post.author} src={post.authorPhoto} size="sm" />
          </Link>
        ) : (
          <Avatar name={post.author} src={post.authorPhoto} size="sm" />
        )}
        <div className={styles.byline}>
          {authorTo ? (
            <Link href={authorTo} className={`${styles.author} ${styles.authorLink}`}>
              {post.author}
            </Link>
          ) : (
            <span className={styles.author}>{post.author}</span>
          )}
          <TimeAgo className={styles.time} date={post.timestamp} now={now} />
        </div>
        <Badge tone={isEvent ? 'compatibility' : post.type === 'NEWS' ? 'neutral' : 'theme'}>
          {t(TYPE_LABELS[post.type])}
        </Badge>
      </header>
      <PostBody
        titleId={`${id}-title`}
        title={post.title}
        content={post.content}
        image={post.image}
      />
      {(post.location || post.culturalTheme || isEvent) && (
        <ul className={styles.facts}>
          {post.location && (
            <li className={styles.fact}>
              <MapPin size={16} aria-hidden />
              {post.location}
            </li>
          )}
          {post.culturalTheme && (
            <li className={styles.fact}>
              <Badge tone="theme">{post.culturalTheme}</Badge>
            </li>
          )}
          {isEvent && post.attendees !== null && (
            <li className={styles.fact}>
              <Users size={16} aria-hidden />
              <Plural value={post.attendees} one="# attending" other="# attending" />
            </li>
          )}
          {isEvent && post.price !== null && post.price > 0 && (
            <li className={styles.fact}>
              <Ticket size={16} aria-hidden />
              {formatUsdCents(i18n.locale, post.price)}
            </li>
          )}
        </ul>
      )}
      <footer className={styles.footer}>
        <button
          type="button"
          className={styles.action}
          aria-pressed={post.userHasLiked}
          aria-describedby={`${id}-likes`}
          onClick={() => onToggleLike(post)}
        >
          <Heart size={20} aria-hidden className={styles.heart} />
          <Trans>Like</Trans>
        </button>
        <span id={`${id}-likes`} className={styles.count}>
          <Plural value={post.likes} one="# like" other="# likes" />
        </span>
        {/* The comment count opens the comments. */}
        <button
          type="button"
          className={`${styles.action} ${styles.comments}`}
          aria-expanded={commentsOpen}
          onClick={() => onToggleComments(post)}
        >
          <MessageCircle size={20} aria-hidden />
          <Plural value={post.comments} one="# comment" other="# comments" />
        </button>
      </footer>
      {commentsOpen && children}
    </article>
  );
}
