import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { FeedPost } from '../../contract/types';
import { feedPosts } from '../../mocks/fixtures';
import type { ProfilePost } from './postFacts';
import { ProfilePostCard } from './ProfilePostCard';

/** A seeded feed post as a profile lists it (GET /users/profile/{id}). */
const asProfilePost = (post: FeedPost, changes: Partial<ProfilePost> = {}): ProfilePost => ({
  id: post.id,
  type: post.type.toLowerCase(),
  title: post.title,
  content: post.content,
  image: post.image,
  culturalTheme: post.culturalTheme,
  location: post.location,
  createdAt: post.timestamp,
  eventDetails:
    post.type === 'EVENT' ? { date: '2026-06-19', time: '19:00', price: post.price ?? 0 } : null,
  _count: { likes: post.likes, comments: post.comments },
  ...changes,
});

const posts = feedPosts();
const byType = (type: FeedPost['type']) => posts.find((post) => post.type === type)!;

const meta = {
  title: 'Components/Social/ProfilePostCard',
  tags: ['autodocs', 'stable'],
  component: ProfilePostCard,
  args: { post: asProfilePost(byType('STORY')) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      use: "One post in a profile's 'Posts & Activity': type, date shared, title, text and picture, an event's date, time and price, and its like and comment counts.",
      avoid:
        "In the feed, where members like and comment, use **PostCard**. To ask before deleting, open a **ConfirmDialog** from `onDelete` ('Are you sure you want to delete this post/event/story?').",
      do: {
        caption:
          "On the member's own profile, pass `onDelete` for a Delete button, and `deleting` while the server answers: the post stays, its Delete busy.",
        example: (
          <div style={{ maxWidth: '40rem' }}>
            <ProfilePostCard post={asProfilePost(byType('STORY'))} onDelete={fn()} />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't offer Delete on another member's profile: leave `onDelete` out and the card has no button at all.",
      },
      access: [
        "- An `article` named by the post's title (an h3), `aria-busy` while `deleting`.",
        '- Delete is a button named "Delete" and described by the post\'s title, so it says which post; while deleting it is `aria-busy` and `aria-disabled`, still focusable.',
        '- An event\'s date, time and price are a list named "Event details"; the date shared is a `<time>` element.',
        '- Likes and comments are counts in text ("1 like", "3 comments"), not controls.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof ProfilePostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoryPost: Story = {
  args: {
    post: asProfilePost(byType('STORY'), {
      createdAt: '2026-06-15T10:30:00.000Z',
      _count: { likes: 1, comments: 3 },
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: args.post.title })).toBeVisible();
    await expect(canvas.getByText('Story')).toBeVisible();
    await expect(canvas.getByText('Jun 15, 2026')).toBeVisible();
    await expect(canvas.getByText('1 like')).toBeVisible();
    await expect(canvas.getByText('3 comments')).toBeVisible();
    // Someone else's post: nothing to delete.
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const EventWithPrice: Story = {
  args: {
    post: asProfilePost(byType('EVENT'), {
      location: 'Philadelphia, PA',
      culturalTheme: 'Japanese',
      eventDetails: { date: '2026-06-19', time: '19:00', price: 15 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Event')).toBeVisible();
    await expect(canvas.getByText('Fri, Jun 19, 2026')).toBeVisible();
    await expect(canvas.getByText('7:00 PM')).toBeVisible();
    await expect(canvas.getByText('$15.00')).toBeVisible();
    await expect(canvas.getByText('Japanese')).toBeVisible();
    await expect(canvas.getByText('Philadelphia, PA')).toBeVisible();
  },
};

export const FreeEvent: Story = {
  args: {
    post: asProfilePost(byType('EVENT'), {
      eventDetails: { date: '2026-06-19', time: '19:00', price: 0 },
    }),
  },
  play: async ({ canvas }) => {
    // The price shows only above 0.
    await expect(canvas.getByText('Fri, Jun 19, 2026')).toBeVisible();
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};

export const NewsPost: Story = {
  args: { post: asProfilePost(byType('NEWS'), { _count: { likes: 0, comments: 1 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('News')).toBeVisible();
    await expect(canvas.getByText('0 likes')).toBeVisible();
    await expect(canvas.getByText('1 comment')).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { post: asProfilePost(byType('STORY'), { image: null, location: null }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const UnreachableImage: Story = {
  // An image URL that answers 404: a neutral placeholder takes its place, never a broken-image icon.
  args: { post: asProfilePost(byType('STORY'), { image: '/images/missing-photo.jpg' }) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('img[src="/images/missing-photo.jpg"]')).toBeNull(),
    );
  },
};

export const Deletable: Story = {
  args: { onDelete: fn() },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Delete' });
    // The button says which post it deletes.
    await expect(remove).toHaveAccessibleDescription(args.post.title);
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledWith(args.post);
  },
};

export const Deleting: Story = {
  args: { onDelete: fn(), deleting: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
