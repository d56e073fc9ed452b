import { useState } from 'react';
import { CalendarPlus, Newspaper, PenLine } from 'lucide-react';
import { useCreatePost } from '../../api/posts';
import { isSessionExpiry } from '../../api/sessionExpiry';
import { Avatar } from '../../components/Avatar/Avatar';
import { CreatePostDialog } from '../../components/CreatePostDialog/CreatePostDialog';
import type { PostKind } from '../../components/CreatePostDialog/postDraft';
import { notify } from '../../components/Toaster/notify';
import { useSession } from '../../state/session';
import * as styles from './Feed.css';

export const POST_CREATED = 'Post created successfully!';
export const CREATE_FAILED = 'Failed to create post. Please try again.';

const QUICK_TYPES = [
  { type: 'story', label: 'Story', name: 'Share a story', icon: <PenLine size={18} aria-hidden /> },
  {
    type: 'event',
    label: 'Event',
    name: 'Share an event',
    icon: <CalendarPlus size={18} aria-hidden />,
  },
  { type: 'news', label: 'News', name: 'Share news', icon: <Newspaper size={18} aria-hidden /> },
] as const;

/** The composer prompt: opens 'Create New Post', straight at a type if the member picks one. */
export function Composer() {
  const firstName = useSession((state) => state.user?.firstName ?? '');
  const create = useCreatePost();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<PostKind>('story');

  const start = (kind: PostKind) => {
    setType(kind);
    setOpen(true);
  };

  return (
    <section className={styles.composer} aria-label="Create a post">
      <div className={styles.composerPrompt}>
        <Avatar name={firstName} size="md" />
        <button type="button" className={styles.promptButton} onClick={() => start('story')}>
          Share your cultural experience, {firstName}…
        </button>
      </div>
      <div className={styles.quickTypes}>
        {QUICK_TYPES.map((quick) => (
          <button
            key={quick.type}
            type="button"
            className={styles.quickType}
            aria-label={quick.name}
            onClick={() => start(quick.type)}
          >
            {quick.icon}
            {quick.label}
          </button>
        ))}
      </div>
      <CreatePostDialog
        open={open}
        onOpenChange={setOpen}
        initialType={type}
        onPublish={(post) =>
          create.mutateAsync(post).then(
            () => notify.success(POST_CREATED),
            (error: unknown) => {
              if (!isSessionExpiry(error)) notify.error(CREATE_FAILED);
              throw error;
            },
          )
        }
      />
    </section>
  );
}
