import { startTransition, useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import Newspaper from 'lucide-react/icons/newspaper';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { feedQuery, useToggleLike } from '../../api/posts';
import { isSessionExpiry } from '../../api/sessionExpiry';
import { paths } from '../../paths';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { notify } from '../../components/Toaster/notify';
import { PostCard } from '../../components/PostCard/PostCard';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { now } from '../../state/clock';
import { media } from '../../styles/tokens';
import { visuallyHidden } from '../../styles/utilities.css';
import { PostComments } from './PostComments';
import { useAnswerDrawn } from '../../api/useAnswerDrawn';
import * as styles from './Feed.css';

export const LIKE_FAILED = msg`Failed to like post. Please try again.`;

function FeedSkeleton() {
  return (
    <div className={styles.posts} role="status">
      <span className={visuallyHidden}>
        <Trans>Loading feed…</Trans>
      </span>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeletonPost} aria-hidden>
          <div className={styles.skeletonHeader}>
            <Skeleton shape="circle" width="2rem" height="2rem" />
            <Skeleton width="40%" />
          </div>
          <Skeleton width="70%" height="1.25rem" />
          <Skeleton />
          <Skeleton width="85%" />
        </div>
      ))}
    </div>
  );
}

/**
 * The posts a first screen shows, and some: drawn as soon as the feed is in. Narrower than a
 * desktop, the Discover People card fills the first screen, and one post is enough.
 */
const firstPosts = () =>
  typeof matchMedia === 'function' && !matchMedia(media.desktop).matches ? 1 : 3;

/**
 * How many of `total` rows to draw: the first few at once, the rest right after, in a transition
 * React renders in slices between frames, so the first screen paints without waiting on rows
 * below it and the main thread is never held for long.
 */
function useFirstFew(total: number, first: number) {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (total > first && !all) startTransition(() => setAll(true));
  }, [total, first, all]);
  return all ? total : Math.min(total, first);
}

/** The feed: newest first, a page at a time as the member scrolls, with likes and comments. */
export function PostFeed() {
  return (
    <section className={styles.posts} aria-labelledby="feed-posts-title">
      <h2 id="feed-posts-title" className={visuallyHidden}>
        <Trans>Posts</Trans>
      </h2>
      <FeedPosts />
    </section>
  );
}

function FeedPosts() {
  const { t } = useLingui();
  const feed = useInfiniteQuery(feedQuery());
  const like = useToggleLike({
    onError: (error) => {
      if (!isSessionExpiry(error)) notify.error(t(LIKE_FAILED));
    },
  });
  const [openComments, setOpenComments] = useState<string | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const drawPosts = useAnswerDrawn(feed.data);
  const posts = drawPosts ? (feed.data?.pages.flat() ?? []) : [];
  const drawn = useFirstFew(posts.length, firstPosts());
  const allDrawn = drawn === posts.length;

  // The next page loads when the end of the list comes into view (once the whole page is drawn).
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage || !allDrawn) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, allDrawn]);

  if (feed.isPending || (feed.data && !drawPosts)) return <FeedSkeleton />;
  if (feed.isError && !feed.data) {
    return (
      <EmptyState
        icon={<Newspaper size={28} aria-hidden />}
        title={t`The feed could not be loaded`}
        action={
          <Button
            variant="secondary"
            icon={<RefreshCw size={18} aria-hidden />}
            loading={feed.isRefetching}
            onClick={() => void feed.refetch()}
          >
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <Trans>Check your connection and try again.</Trans>
      </EmptyState>
    );
  }

  if (posts.length === 0) {
    return (
      <EmptyState icon={<Newspaper size={28} aria-hidden />} title={t`No posts yet`}>
        <Trans>Be the first to share a story, an event or news with the hive.</Trans>
      </EmptyState>
    );
  }

  const clock = now();
  return (
    <div className={styles.posts}>
      <ul className={styles.postList} aria-label={t`Posts`}>
        {posts.slice(0, drawn).map((post) => (
          <li key={post.id} className={styles.postItem}>
            <PostCard
              post={post}
              now={clock}
              authorTo={paths.memberProfile(post.authorId)}
              onToggleLike={(liked) => like.mutate(liked)}
              commentsOpen={openComments === post.id}
              onToggleComments={({ id }) => setOpenComments((open) => (open === id ? null : id))}
            >
              <PostComments post={post} />
            </PostCard>
          </li>
        ))}
      </ul>
      <div ref={end} className={styles.feedEnd}>
        {hasNextPage ? (
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            <Trans>Load more</Trans>
          </Button>
        ) : (
          <p className={styles.caughtUp}>
            <Trans>You're all caught up.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
