import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { FeedPost } from '../../contract/types';
import { REFERENCE_NOW } from '../../mocks/referenceNow';
import { feedPosts } from '../../mocks/fixtures';
import { PostCard } from './PostCard';

const posts = feedPosts();
const byType = (type: FeedPost['type']) => posts.find((post) => post.type === type)!;
const minutesAgo = (minutes: number) =>
  new Date(REFERENCE_NOW.getTime() - minutes * 60_000).toISOString();

const meta = {
  title: 'Components/Social/PostCard',
  tags: ['autodocs', 'stable'],
  component: PostCard,
  args: {
    post: byType('STORY'),
    now: REFERENCE_NOW,
    onToggleLike: fn(),
    onToggleComments: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      use: "A story, event or news post in the feed: author, how long ago, type, title, text and picture, an event's place, attendance and price, then Like and the comment count.",
      avoid:
        "On a profile's 'Posts & Activity', use **ProfilePostCard** (dates, counts and Delete, no Like). To show only a post's words and picture in a layout of your own, use **PostBody**.",
      do: {
        caption:
          'Keep the feed one column, about 40rem wide: each post reads top to bottom, and the comments open in place under it (a **CommentsPanel** as `children`).',
        example: (
          <div style={{ maxWidth: '40rem' }}>
            <PostCard
              post={{ ...byType('EVENT'), price: 15, attendees: 23 }}
              now={REFERENCE_NOW}
              onToggleLike={fn()}
              onToggleComments={fn()}
            />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't open a post's comments in a dialog or another page: the comment count toggles them under the post, so the member keeps their place in the feed.",
      },
      access: [
        "- An `article` named by the post's title (an h3).",
        '- Like is a toggle button (`aria-pressed`) named "Like" and described by the count ("12 likes").',
        '- The comment count is a button ("3 comments") whose `aria-expanded` says whether the comments are open; they follow it inside the article.',
        "- With `authorTo`, the author's name is the one link; the photo's link to the same profile is hidden from keyboard and screen readers.",
        "- The post's picture is decorative (empty alt); icons are hidden; the time is a `<time>` element with the full date in its `title`.",
      ].join('\n'),
    },
  },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoryPost: Story = {
  args: { post: { ...byType('STORY'), timestamp: minutesAgo(42) } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: args.post.title })).toBeVisible();
    await expect(canvas.getByText('Story')).toBeVisible();
    await expect(canvas.getByText(args.post.author)).toBeVisible();
    await expect(canvas.getByText('42m ago')).toBeVisible();
  },
};

export const EventWithPrice: Story = {
  args: {
    post: { ...byType('EVENT'), price: 15, attendees: 23, timestamp: minutesAgo(5 * 60) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Event')).toBeVisible();
    await expect(canvas.getByText('23 attending')).toBeVisible();
    await expect(canvas.getByText('$15.00')).toBeVisible();
    await expect(canvas.getByText('5h ago')).toBeVisible();
  },
};

export const FreeEvent: Story = {
  args: { post: { ...byType('EVENT'), price: 0, attendees: 8 } },
  play: async ({ canvas }) => {
    // A price shows only above 0.
    await expect(canvas.getByText('8 attending')).toBeVisible();
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};

export const NewsPost: Story = {
  args: { post: { ...byType('NEWS'), timestamp: minutesAgo(3 * 24 * 60) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('News')).toBeVisible();
    await expect(canvas.getByText('3d ago')).toBeVisible();
  },
};

export const UnreachableImage: Story = {
  // An image URL that answers 404: a neutral placeholder takes its place, never a broken-image icon.
  args: { post: { ...byType('STORY'), image: '/images/missing-photo.jpg' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('img[src="/images/missing-photo.jpg"]')).toBeNull(),
    );
  },
};

export const Liked: Story = {
  args: { post: { ...byType('STORY'), likes: 12, userHasLiked: true } },
  play: async ({ canvas, args }) => {
    const like = canvas.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleDescription('12 likes');
    await expect(like).toHaveAccessibleName('Like');
    await userEvent.click(like);
    await expect(args.onToggleLike).toHaveBeenCalledWith(args.post);
  },
};

export const CommentsOpen: Story = {
  args: { commentsOpen: true, children: <p>The comments go here.</p> },
  play: async ({ canvas, args }) => {
    const comments = canvas.getByRole('button', { name: /^\d+ comments?$/ });
    await expect(comments).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('The comments go here.')).toBeVisible();
    await userEvent.click(comments);
    await expect(args.onToggleComments).toHaveBeenCalledWith(args.post);
  },
};

export const AuthorLinksToProfile: Story = {
  args: { authorTo: '/profile/u-0003' },
  play: async ({ canvas, args }) => {
    // The name is the one link a keyboard or screen reader meets; the photo is for pointers.
    const author = canvas.getByRole('link', { name: args.post.author });
    await expect(author).toHaveAttribute('href', '/profile/u-0003');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await expect(author).toHaveFocus();
  },
};
