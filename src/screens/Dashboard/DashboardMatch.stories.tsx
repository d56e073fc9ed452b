import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NEW_MATCH_EVENT } from '../../contract/endpoints';
import { DEMO_ACCOUNT, type Db } from '../../mocks/data/db';
import { pushToMember } from '../../mocks/realtime';
import { demoMember } from '../../mocks/sessions';
import { keepNewestPosts, onlyAdmirersInDiscover } from '../../mocks/storyData';
import Dashboard from './Dashboard';

const meta = {
  title: 'Screens/Dashboard/Match',
  component: Dashboard,
  tags: ['screen'],
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard?tab=discover',
    session: demoMember(),
    mockData: (db: Db) => {
      onlyAdmirersInDiscover(db);
      keepNewestPosts(3)(db);
    },
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const likeTopCard = async (canvas: Canvas) => {
  const card = await canvas.findByRole('group', { name: /, \d+$/ });
  const name = card.getAttribute('aria-label')!.replace(/, \d+$/, '');
  await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
  return name;
};

export const AfterLike: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const name = await likeTopCard(canvas);
    const dialog = await screen.findByRole('dialog', { name: "It's a Match" });
    await expect(dialog).toHaveAccessibleDescription(`You and ${name} like each other.`);
    await expect(within(dialog).getByText(name)).toBeVisible();
    await expect(within(dialog).getByRole('img', { name })).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

export const SendAMessage: Story = {
  play: async ({ canvas }) => {
    await likeTopCard(canvas);
    const dialog = await screen.findByRole('dialog', { name: "It's a Match" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a Message' }));
    await expect(await canvas.findByRole('heading', { name: 'Messages' })).toBeVisible();
  },
};

export const KeepSwiping: Story = {
  play: async ({ canvas }) => {
    await likeTopCard(canvas);
    const dialog = await screen.findByRole('dialog', { name: "It's a Match" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Swiping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus is back on the stack: the card now on top.
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-roledescription', 'profile card'),
    );
  },
};

/** Keep Swiping before the liked card has flown: focus still ends on the next card, not lost. */
export const KeepSwipingBeforeTheCardMoves: Story = {
  parameters: { timing: { cardAdvanceMs: 300 } },
  play: async ({ canvas }) => {
    const liked = await likeTopCard(canvas);
    const dialog = await screen.findByRole('dialog', { name: "It's a Match" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Swiping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const focused = document.activeElement;
      expect(focused).toHaveAttribute('aria-roledescription', 'profile card');
      expect(focused?.getAttribute('aria-label')).not.toMatch(new RegExp(`^${liked},`));
    });
  },
};

export const FromRealtimePush: Story = {
  parameters: { route: '/dashboard' },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Posts' });
    const match = {
      matchId: 'm-pushed',
      user: {
        id: 'u-pushed',
        name: 'Aiko Tanaka',
        photo: null,
        bio: 'Tea ceremony teacher who swapped Kyoto for Chicago and never looked back.',
      },
    };
    // Pushed on the member's private channel as soon as the app has subscribed to it.
    await waitFor(
      () => {
        if (!screen.queryByRole('dialog')) pushToMember(DEMO_ACCOUNT.id, NEW_MATCH_EVENT, match);
        expect(screen.getByRole('dialog', { name: "It's a Match" })).toBeVisible();
      },
      { timeout: 8000 },
    );
    await expect(screen.getByText(match.user.bio)).toBeVisible();
  },
};

export const ViewProfileFromMatch: Story = {
  play: async ({ canvas }) => {
    const name = await likeTopCard(canvas);
    const dialog = await screen.findByRole('dialog', { name: "It's a Match" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('heading', { name: new RegExp(`^${name}`), level: 2 }),
    ).toBeVisible();
    await canvas.findByRole('heading', { name: 'Posts & Activity' });
  },
};
