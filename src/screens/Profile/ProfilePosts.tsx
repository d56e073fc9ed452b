import { useLayoutEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Newspaper from 'lucide-react/icons/newspaper';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDeletePost } from '../../api/posts';
import { isSessionExpiry } from '../../api/sessionExpiry';
import { OWN_PROFILE, userKeys, withoutPost } from '../../api/users';
import { paths } from '../../paths';
import { button } from '../../components/Button/Button.css';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { notify } from '../../components/Toaster/notify';
import type { PostKind } from '../../components/CreatePostDialog/postDraft';
import { postKind } from '../../components/ProfilePostCard/postFacts';
import type { ProfilePost } from '../../components/ProfilePostCard/postFacts';
import { ProfilePostCard } from '../../components/ProfilePostCard/ProfilePostCard';
import type { ProfileAnswer } from '../../contract/types';
import * as styles from './Profile.css';

export const CONFIRM_DELETE = msg`Are you sure you want to delete this post/event/story?`;
export const DELETED = msg`Deleted successfully`;
export const DELETE_FAILED = msg`Failed to delete. Please try again.`;

/** The confirmation's title, for each kind of post. */
const DELETE_TITLES: Record<PostKind, MessageDescriptor> = {
  event: msg`Delete event`,
  news: msg`Delete news`,
  story: msg`Delete story`,
};

/** 'Posts & Activity': the member's posts, newest first; on one's own profile each can be deleted. */
export function ProfilePosts({ profile, own }: { profile: ProfileAnswer; own: boolean }) {
  const client = useQueryClient();
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<ProfilePost | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const remove = useDeletePost({
    onDeleted: (postId) =>
      client.setQueryData<ProfileAnswer | null>(userKeys.profile(OWN_PROFILE), (cached) =>
        withoutPost(cached, postId),
      ),
  });
  const mark = (postId: string, busy: boolean) =>
    setDeleting((ids) => {
      const next = new Set(ids);
      if (busy) next.add(postId);
      else next.delete(postId);
      return next;
    });

  // The post goes with its Delete button, which had focus: once it is gone from the page, focus
  // waits on the list's heading rather than falling to the page (checked after every render, so
  // however late the list updates).
  const focusAfterDelete = useRef(false);
  useLayoutEffect(() => {
    if (!focusAfterDelete.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    focusAfterDelete.current = false;
    heading.current?.focus();
  });

  const confirmDelete = (post: ProfilePost) => {
    mark(post.id, true);
    focusAfterDelete.current = true;
    remove.mutate(post.id, {
      onSuccess: () => notify.success(t(DELETED)),
      onError: (error) => {
        focusAfterDelete.current = false;
        if (!isSessionExpiry(error)) notify.error(t(DELETE_FAILED));
      },
      onSettled: () => mark(post.id, false),
    });
  };

  const { posts, user } = profile;
  const count = posts.length;
  const firstName = user.firstName;
  return (
    <section className={styles.posts} aria-labelledby="profile-posts-title">
      <div className={styles.postsHeader}>
        <h2 id="profile-posts-title" ref={heading} tabIndex={-1} className={styles.postsTitle}>
          <Trans>Posts & Activity</Trans>
        </h2>
        <span className={styles.postsCount}>
          {t({ message: plural(count, { one: '# post', other: '# posts' }) })}
        </span>
      </div>
      {posts.length === 0 ? (
        <EmptyState
          icon={<Newspaper size={28} aria-hidden />}
          title={t`No posts yet`}
          action={
            own && (
              <Link to={paths.dashboard} className={button({ variant: 'secondary' })}>
                <Trans>Share something on the feed</Trans>
              </Link>
            )
          }
        >
          {own ? (
            <Trans>Your stories, events and news will show up here.</Trans>
          ) : (
            <Trans>When {firstName} shares a story, an event or news, it shows up here.</Trans>
          )}
        </EmptyState>
      ) : (
        <ul className={styles.postList} aria-label={t`Posts by ${firstName}`}>
          {posts.map((post) => (
            <li key={post.id}>
              <ProfilePostCard
                post={post}
                onDelete={own ? setAsking : undefined}
                deleting={deleting.has(post.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? t(DELETE_TITLES[postKind(asking)]) : t`Delete`}
        description={t(CONFIRM_DELETE)}
        confirmLabel={t`Delete`}
        onConfirm={() => {
          if (asking) confirmDelete(asking);
        }}
      />
    </section>
  );
}
