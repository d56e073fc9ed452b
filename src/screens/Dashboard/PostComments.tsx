import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { commentsQuery, useAddComment } from '../../api/posts';
import { isSessionExpiry } from '../../api/sessionExpiry';
import { CommentsPanel } from '../../components/CommentsPanel/CommentsPanel';
import { notify } from '../../components/Toaster/notify';
import type { FeedPost } from '../../contract/types';
import { now } from '../../state/clock';

export const COMMENT_FAILED = msg`Failed to add comment. Please try again.`;

/** A post's comments, loaded when opened, with the field to add one. */
export function PostComments({ post }: { post: FeedPost }) {
  const { t } = useLingui();
  const comments = useQuery(commentsQuery(post.id));
  const add = useAddComment(post.id);
  return (
    <CommentsPanel
      postTitle={post.title}
      comments={comments.data}
      failed={comments.isError}
      onRetry={() => void comments.refetch()}
      now={now()}
      onAdd={(content) =>
        add.mutateAsync(content).catch((error: unknown) => {
          if (!isSessionExpiry(error)) notify.error(t(COMMENT_FAILED));
          throw error;
        })
      }
    />
  );
}
