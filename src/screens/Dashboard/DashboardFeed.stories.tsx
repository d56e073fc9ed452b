import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Db } from '../../mocks/data/db';
import { callFails, oneCall, scenarios } from '../../mocks/storyScenarios';
import { demoMember } from '../../mocks/storySessions';
import { keepNewestPosts } from '../../mocks/storyData';
import Dashboard from './Dashboard';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

const meta = {
  title: 'Screens/Dashboard/Feed',
  component: Dashboard,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/dashboard',
    session: demoMember(),
    // A short feed keeps these pictures to one screen; the paging story has its own.
    mockData: keepNewestPosts(3),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The like count beside a post's Like button (its accessible description). */
const likeCount = (like: HTMLElement) =>
  Number.parseInt(
    document.getElementById(like.getAttribute('aria-describedby')!)!.textContent!,
    10,
  );

const postList = async (canvas: Canvas) => canvas.findByRole('list', { name: 'Posts' });
const posts = async (canvas: Canvas) => within(await postList(canvas)).getAllByRole('article');

export const Loading: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: { handlers: { posts: scenarios.loading('posts') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading feed…')).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas }) => {
    const shown = await posts(canvas);
    await expect(shown).toHaveLength(3);
    // Newest first: every post's time is no later than the one above it.
    const times = shown.map((post) => post.querySelector('time')!.getAttribute('datetime')!);
    await expect(times).toEqual(times.toSorted().reverse());
    await expect(canvas.getByRole('tab', { name: 'Feed', selected: true })).toBeVisible();
    await expect(canvas.getByText("You're all caught up.")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: { handlers: { posts: scenarios.empty('posts') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: { handlers: { posts: scenarios.serverError('posts') } },
  },
  play: async ({ canvas }) => {
    await expect(await findToast('Failed to load feed. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const RetryAfterFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        // The first load fails; Retry asks again and the real backend answers.
        posts: oneCall(
          'posts',
          http.get(
            /\/api\/posts\/feed/,
            () => HttpResponse.json({ error: 'Busy' }, { status: 503 }),
            {
              once: true,
            },
          ),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await posts(canvas)).toHaveLength(3);
  },
};

export const NextPage: Story = {
  parameters: { mockData: keepNewestPosts(23) },
  play: async ({ canvas }) => {
    // Page 1 holds 20 (the first three drawn at once, the rest right after); Load more (or
    // scrolling to the end) brings the rest.
    await waitFor(async () => expect(await posts(canvas)).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await posts(canvas)).toHaveLength(23));
    await expect(canvas.getByText("You're all caught up.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const LikePost: Story = {
  play: async ({ canvas }) => {
    const [first] = await posts(canvas);
    const like = within(first!).getByRole('button', { name: 'Like' });
    const before = likeCount(like);
    const liked = like.getAttribute('aria-pressed') === 'true';
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', String(!liked));
    await expect(likeCount(like)).toBe(before + (liked ? -1 : 1));
  },
};

export const UnlikePost: Story = {
  play: async ({ canvas }) => {
    const [first] = await posts(canvas);
    const like = within(first!).getByRole('button', { name: 'Like' });
    const before = likeCount(like);
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await expect(likeCount(like)).toBe(before + 1);
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await expect(likeCount(like)).toBe(before);
  },
  parameters: {
    // Start from a post the member has not liked.
    mockData: (db: Db) => {
      keepNewestPosts(3)(db);
      db.likes = db.likes.filter((like) => like.userId !== 'u-demo');
    },
  },
};

export const LikeFailsRolledBack: Story = {
  parameters: {
    msw: {
      handlers: {
        posts: callFails('posts', 'post', /\/api\/posts\/[^/]+\/like$/),
      },
    },
  },
  play: async ({ canvas }) => {
    const [first] = await posts(canvas);
    const like = within(first!).getByRole('button', { name: 'Like' });
    const pressed = like.getAttribute('aria-pressed');
    const count = likeCount(like);
    await userEvent.click(like);
    await expect(await findToast('Failed to like post. Please try again.')).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', pressed!);
    await expect(likeCount(like)).toBe(count);
  },
};

export const CommentsOpenAndAdd: Story = {
  play: async ({ canvas }) => {
    const [first] = await posts(canvas);
    const toggle = within(first!).getByRole('button', { name: /^\d+ comments?$/ });
    const before = Number.parseInt(toggle.textContent!, 10);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = await within(first!).findByLabelText('Add a comment');
    await waitFor(() => expect(within(first!).queryByText('Loading comments…')).toBeNull());
    await userEvent.type(field, 'Saving this recipe for Sunday!{Enter}');
    await expect(await within(first!).findByText('Saving this recipe for Sunday!')).toBeVisible();
    await expect(toggle).toHaveTextContent(`${before + 1}`);
    await expect(field).toHaveValue('');
  },
};

export const DiscoverPeopleCollapsed: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: /Discover People/ });
    await waitFor(() => expect(toggle).toHaveTextContent(/waiting to meet you/));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Super Like' })).toBeNull();
  },
};

export const DiscoverPeopleLoading: Story = {
  parameters: { msw: { handlers: { matches: scenarios.loading('matches') } } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: /Discover People/ });
    await expect(toggle).toHaveTextContent('Finding people for you…');
    // A card and the buttons' places, as tall as the stack will be: the posts do not move.
    const card = toggle.closest('section')!;
    await expect(within(card).getByRole('status')).toHaveTextContent('Loading profiles…');
    await expect(await posts(canvas)).toHaveLength(3);
  },
};

export const AuthorOpensProfile: Story = {
  play: async ({ canvas }) => {
    const [first] = await posts(canvas);
    // The author's name is a link to their profile.
    const author = within(first!).getAllByRole('link')[0]!;
    const name = author.textContent!;
    await userEvent.click(author);
    await expect(
      await canvas.findByRole('heading', { name: 'Profile', level: 1 }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name, level: 2 })).toBeVisible();
    await canvas.findByRole('heading', { name: 'Posts & Activity' });
  },
};
