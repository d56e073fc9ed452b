import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Db } from '../../mocks/data/db';
import { callFails, oneCall, scenarios } from '../../mocks/storyScenarios';
import { demoMember } from '../../mocks/storySessions';
import { onlyInDiscover, strangers, strangersInDiscover } from '../../mocks/storyData';
import Dashboard from './Dashboard';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

const meta = {
  title: 'Screens/Dashboard/Discover',
  component: Dashboard,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/dashboard?tab=discover',
    session: demoMember(),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The profile card on top of the stack (its accessible name is 'Name, age'). */
const topCard = (canvas: Canvas) => canvas.findByRole('group', { name: /, \d+$/ });
const nameOf = (card: HTMLElement) => card.getAttribute('aria-label')!.replace(/, \d+$/, '');

/** Records the swipes the screen sends, then lets the real backend answer them. */
const sentSwipes: unknown[] = [];
const recordSwipes = oneCall(
  'matches',
  http.post(/\/api\/matches\/swipe$/, async ({ request }) => {
    sentSwipes.push(await request.clone().json());
  }),
);

export const Stack: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Discover Exceptional People' }),
    ).toBeVisible();
    await expect(canvas.getByText('Swipe right to like, swipe left to pass')).toBeVisible();
    await expect(await topCard(canvas)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Discover', selected: true })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { matches: scenarios.loading('matches') } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Discover Exceptional People' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading profiles…');
    await expect(canvas.queryByRole('button', { name: 'Like' })).toBeNull();
  },
};

export const LikeToast: Story = {
  parameters: { mockData: strangersInDiscover(3) },
  play: async ({ canvas }) => {
    const name = nameOf(await topCard(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(await findToast(`You liked ${name}!`)).toBeVisible();
    await expect(screen.getByText("We'll let them know you're interested!")).toBeVisible();
    // The next card comes up.
    await waitFor(async () => expect(nameOf(await topCard(canvas))).not.toBe(name));
  },
};

export const PassToast: Story = {
  play: async ({ canvas }) => {
    await topCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    await expect(
      await findToast('No worries, there are plenty more exceptional people to meet!'),
    ).toBeVisible();
  },
};

export const SuperLikeSentAsLike: Story = {
  parameters: {
    msw: { handlers: { matches: recordSwipes } },
    mockData: strangersInDiscover(2),
  },
  play: async ({ canvas }) => {
    sentSwipes.length = 0;
    await topCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Super Like' }));
    await expect(await findToast('Super Like sent')).toBeVisible();
    await expect(sentSwipes).toEqual([expect.objectContaining({ action: 'LIKE' })]);
  },
};

export const KeyboardSwipe: Story = {
  play: async ({ canvas }) => {
    const card = await topCard(canvas);
    card.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(
      await findToast('No worries, there are plenty more exceptional people to meet!'),
    ).toBeVisible();
    await expect(canvas.getByText(`Passed on ${nameOf(card)}.`)).toBeInTheDocument();
    // Focus moves on to the next card.
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-roledescription', 'profile card'),
    );
  },
};

export const SwipeFails: Story = {
  parameters: {
    msw: {
      handlers: {
        matches: callFails('matches', 'post', /\/api\/matches\/swipe$/),
      },
    },
  },
  play: async ({ canvas }) => {
    const name = nameOf(await topCard(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(await findToast('Failed to process swipe. Please try again.')).toBeVisible();
    // The card stays on top.
    await waitFor(async () => expect(await topCard(canvas)).not.toHaveAttribute('data-leaving'));
    await expect(nameOf(await topCard(canvas))).toBe(name);
  },
};

export const LoadFails: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: { handlers: { matches: scenarios.serverError('matches') } },
  },
  play: async ({ canvas }) => {
    await expect(await findToast('Failed to load matches. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const EmptyStack: Story = {
  parameters: { chromatic: { modes: modes.dark }, mockData: (db: Db) => onlyInDiscover(db, []) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No more profiles' })).toBeVisible();
    await expect(canvas.getByText('Check back later for new matches')).toBeVisible();
  },
};

export const RunsOutThenReloads: Story = {
  // One profile left: after it, the list is loaded again, which is now empty.
  parameters: { mockData: (db: Db) => onlyInDiscover(db, [strangers(db)[0]!.id]) },
  play: async ({ canvas }) => {
    await topCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    await expect(await canvas.findByRole('heading', { name: 'No more profiles' })).toBeVisible();
  },
};

export const RefreshMatches: Story = {
  parameters: {
    msw: {
      handlers: {
        // Nobody waits at first; by the time the member refreshes, new people have joined.
        matches: oneCall(
          'matches',
          http.get(/\/api\/matches\/discover$/, () => HttpResponse.json([]), { once: true }),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Refresh Matches' }));
    await expect(await topCard(canvas)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'No more profiles' })).toBeNull();
  },
};

export const ViewProfileFromCard: Story = {
  play: async ({ canvas }) => {
    const name = nameOf(await topCard(canvas));
    // From the card, Tab reaches its 'View profile' link; Enter opens the whole profile.
    (await topCard(canvas)).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `View profile of ${name}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: new RegExp(`^${name}`), level: 2 }),
    ).toBeVisible();
    await canvas.findByRole('heading', { name: 'Posts & Activity' });
    // Someone else's profile: nothing of theirs to delete.
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};
