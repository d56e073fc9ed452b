import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Newspaper from 'lucide-react/icons/newspaper';
import PenLine from 'lucide-react/icons/pen-line';
import { useCreatePost } from '../../api/posts';
import { isSessionExpiry } from '../../api/sessionExpiry';
import { Avatar } from '../../components/Avatar/Avatar';
import { CreatePostDialog } from '../../components/CreatePostDialog/CreatePostDialog';
import { notify } from '../../components/Toaster/notify';
import type { PostKind } from '../../components/CreatePostDialog/postDraft';
import { useSession } from '../../state/session';
import * as styles from './Feed.css';

export const POST_CREATED = msg`Post created successfully!`;
export const CREATE_FAILED = msg`Failed to create post. Please try again.`;

const QUICK_TYPES = [
  {
    type: 'story',
    label: msg({ message: 'Story', context: 'post type' }),
    name: msg`Share a story`,
    icon: <PenLine size={18} aria-hidden />,
  },
  {
    type: 'event',
    label: msg({ message: 'Event', context: 'post type' }),
    name: msg`Share an event`,
    icon: <CalendarPlus size={18} aria-hidden />,
  },
  {
    type: 'news',
    label: msg({ message: 'News', context: 'post type' }),
    name: msg`Share news`,
    icon: <Newspaper size={18} aria-hidden />,
  },
] as const;

/** The composer prompt: opens 'Create New Post', straight at a type if the member picks one. */
export function Composer() {
  const { t } = useLingui();
  const firstName = useSession((state) => state.user?.firstName ?? '');
  const create = useCreatePost();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<PostKind>('story');

  const start = (kind: PostKind) => {
    setType(kind);
    setOpen(true);
  };

  return (
    <section className={styles.composer} aria-label={t`Create a post`}>
      <div className={styles.composerPrompt}>
        <Avatar name={firstName} size="md" />
        <button type="button" className={styles.promptButton} onClick={() => start('story')}>
          <Trans>Share your cultural experience, {firstName}…</Trans>
        </button>
      </div>
      <div className={styles.quickTypes}>
        {QUICK_TYPES.map((quick) => (
          <button
            key={quick.type}
            type="button"
            className={styles.quickType}
            aria-label={t(quick.name)}
            onClick={() => start(quick.type)}
          >
            {quick.icon}
            {t(quick.label)}
          </button>
        ))}
      </div>
      <CreatePostDialog
        open={open}
        onOpenChange={setOpen}
        initialType={type}
        onPublish={(post) =>
          create.mutateAsync(post).then(
            () => notify.success(t(POST_CREATED)),
            (error: unknown) => {
              if (!isSessionExpiry(error)) notify.error(t(CREATE_FAILED));
              throw error;
            },
          )
        }
      />
    </section>
  );
}
