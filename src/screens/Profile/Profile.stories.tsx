import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { Db } from '../../mocks/data/db';
import { createSeedDb } from '../../mocks/data/seed';
import { scenarios } from '../../mocks/storyScenarios';
import { demoMember } from '../../mocks/storySessions';
import { keepNewestPosts } from '../../mocks/storyData';
import Profile, { LOAD_PROFILE_FAILED } from './Profile';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

const meta = {
  title: 'Screens/Profile',
  component: Profile,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/profile',
    session: demoMember(),
  },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** What the seeded data says of a member's counts, for the stats to match. */
function seededStats(userId: string) {
  const db = createSeedDb();
  return {
    matches: db.matches.filter((match) => match.userIds.includes(userId)).length,
    likes: db.swipes.filter((swipe) => swipe.toUserId === userId && swipe.action === 'LIKE').length,
  };
}

/** A count of the stats row, by its label (Posts, Matches, Likes). */
const stat = (canvas: Canvas, label: string) =>
  Number(canvas.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent);

/** The profile once loaded: its name heading and its posts (or their empty state) are in. */
async function loaded(canvas: Canvas, name: string) {
  await canvas.findByRole('heading', { name, level: 2 });
  return canvas.findByRole('heading', { name: 'Posts & Activity' });
}

const postsOf = (canvas: Canvas, firstName: string) =>
  within(canvas.getByRole('list', { name: `Posts by ${firstName}` })).getAllByRole('article');

/** The demo member's event costs something here, so its price shows. */
const pricedEvent = (db: Db) => {
  const event = db.posts.find((post) => post.authorId === 'u-demo' && post.type === 'EVENT')!;
  event.eventDetails = { ...event.eventDetails!, price: 12 };
};

export const Own: Story = {
  parameters: {
    chromatic: { modes: { ...modes.dark, ...modes.languages } },
    mockData: pricedEvent,
  },
  play: async ({ canvas, step }) => {
    await loaded(canvas, 'Sam Rivera');
    await step('header', async () => {
      await expect(canvas.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    });
    await step('who they are', async () => {
      const hero = within(canvas.getByRole('region', { name: 'Sam Rivera' }));
      await expect(hero.getByRole('img', { name: 'Sam Rivera' })).toBeVisible();
      await expect(hero.getByText('Online')).toBeVisible();
      await expect(hero.getByText('Philadelphia, PA')).toBeVisible();
      const { matches, likes } = seededStats('u-demo');
      await expect(stat(canvas, 'Posts')).toBe(3);
      await expect(stat(canvas, 'Matches')).toBe(matches);
      await expect(stat(canvas, 'Likes')).toBe(likes);
      for (const section of ['About', 'Cultural Journey', 'Interests', 'Languages'])
        await expect(canvas.getByRole('heading', { name: section })).toBeVisible();
      const interests = within(canvas.getByRole('list', { name: 'Interests' }));
      await expect(interests.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Art',
        'Pets',
        'Beach',
      ]);
      await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    });
    await step('posts & activity', async () => {
      await expect(canvas.getByText('3 posts')).toBeVisible();
      const posts = postsOf(canvas, 'Sam');
      await expect(posts).toHaveLength(3);
      // One's own posts can be deleted.
      for (const post of posts)
        await expect(within(post).getByRole('button', { name: 'Delete' })).toBeVisible();
      const event = posts.find((post) => within(post).queryByText('Event'))!;
      await expect(within(event).getByText('Fri, Jun 19, 2026')).toBeVisible();
      await expect(within(event).getByText('7:00 PM')).toBeVisible();
      await expect(within(event).getByText('$12.00')).toBeVisible();
      await expect(within(event).getByText('Philadelphia, PA')).toBeVisible();
    });
  },
};

export const OwnByTheWordMe: Story = {
  parameters: { route: '/profile/me', mockData: keepNewestPosts(0) },
  play: async ({ canvas }) => {
    await loaded(canvas, 'Sam Rivera');
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    // Nothing posted yet: the list says where posts come from.
    await expect(canvas.getByText('0 posts')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Share something on the feed' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const OwnByTheirId: Story = {
  parameters: { route: '/profile/u-demo' },
  play: async ({ canvas }) => {
    await loaded(canvas, 'Sam Rivera');
    // The stored user's own id is their own profile: Delete and Edit Profile are there.
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Delete' })).toHaveLength(3);
  },
};

export const Other: Story = {
  parameters: { chromatic: { modes: modes.dark }, route: '/profile/u-0002' },
  play: async ({ canvas }) => {
    await loaded(canvas, 'Noah MacDonald');
    const hero = within(canvas.getByRole('region', { name: 'Noah MacDonald' }));
    await expect(hero.getByText('Canadian')).toBeVisible();
    await expect(hero.getByText('Seattle, WA')).toBeVisible();
    // Offline, and no cultural journey written: neither shows.
    await expect(canvas.queryByText('Online')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Cultural Journey' })).toBeNull();
    const { matches, likes } = seededStats('u-0002');
    await expect(stat(canvas, 'Posts')).toBe(1);
    await expect(stat(canvas, 'Matches')).toBe(matches);
    await expect(stat(canvas, 'Likes')).toBe(likes);
    await expect(canvas.getByText('1 post')).toBeVisible();
    const [event] = postsOf(canvas, 'Noah');
    await expect(within(event!).getByText('$15.00')).toBeVisible();
    // Someone else's profile: nothing to delete or edit.
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { users: scenarios.loading('users') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading profile...');
    await expect(canvas.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { chromatic: { modes: modes.dark }, route: '/profile/u-nobody' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // Nobody by that id is not a failure: no toast, no Try Again.
    await expect(screen.queryByText(LOAD_PROFILE_FAILED.message!)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
  },
};

export const LoadFailure: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: { handlers: { users: scenarios.serverError('users') } },
  },
  play: async ({ canvas }) => {
    await expect(await findToast(LOAD_PROFILE_FAILED.message!)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const BackToDashboard: Story = {
  parameters: { route: '/profile/u-0002', mockData: keepNewestPosts(3) },
  play: async ({ canvas }) => {
    await loaded(canvas, 'Noah MacDonald');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The picture is of the loaded dashboard: posts and discover stack in.
    await canvas.findByRole('list', { name: 'Posts' });
    await canvas.findByText(/waiting to meet you$/);
  },
};
