import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE_PATH, NEW_MATCH_EVENT } from '../../contract/endpoints';
import type { NewMatchEvent } from '../../contract/types';
import { chatWithNoah, PARTNER_TOKEN, STORY_CONVERSATION } from '../../mocks/chatData';
import { DEMO_ACCOUNT, type Db } from '../../mocks/data/db';
import { memberIsLive, pushToMember } from '../../mocks/pusherServer';
import { demoMember } from '../../mocks/storySessions';
import { keepNewestPosts, onlyAdmirersInDiscover } from '../../mocks/storyData';
import Dashboard from './Dashboard';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

const meta = {
  title: 'Screens/Dashboard/Match',
  component: Dashboard,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
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
  parameters: { chromatic: { modes: modes.dark } },
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

// A live match while the member is busy ----------------------------------------------------------

const AIKO: NewMatchEvent = {
  matchId: 'm-aiko',
  user: {
    id: 'u-aiko',
    name: 'Aiko Tanaka',
    photo: null,
    bio: 'Tea ceremony teacher who swapped Kyoto for Chicago and never looked back.',
  },
};
const TOMAS: NewMatchEvent = {
  matchId: 'm-tomas',
  user: {
    id: 'u-tomas',
    name: 'Tomás Herrera',
    photo: null,
    bio: 'Bogotá-born sound engineer; will trade arepa recipes for board game nights.',
  },
};

/** The feed, and Noah's chat with one unread message (his next one is the play's signal). */
const onTheFeed = {
  route: '/dashboard',
  mockData: (db: Db) => {
    keepNewestPosts(3)(db);
    chatWithNoah(db);
  },
};

/** The Messages link, found while the page is in the accessibility tree, and its unread count. */
async function messagesLink(canvas: Canvas) {
  const link = (await canvas.findAllByRole('link', { name: 'Messages' }))[0]!;
  await waitFor(() => expect(link).toHaveAccessibleDescription(/unread/));
  return link;
}
const unread = (link: HTMLElement) =>
  Number.parseInt(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent, 10);

/**
 * Pushes matches to the member, then has Noah write: frames come in order on one connection, so
 * once his message is counted on Messages the matches have arrived too.
 */
async function pushMatches(messages: HTMLElement, ...matches: NewMatchEvent[]) {
  const before = unread(messages);
  await waitFor(() => expect(memberIsLive(DEMO_ACCOUNT.id)).toBe(true));
  for (const match of matches) pushToMember(DEMO_ACCOUNT.id, NEW_MATCH_EVENT, match);
  const answer = await fetch(`${API_BASE_PATH}/messages/conversations/${STORY_CONVERSATION}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${PARTNER_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ content: 'Are you still up for the lantern festival on Saturday?' }),
  });
  await expect(answer.status).toBe(201);
  await waitFor(() => expect(unread(messages)).toBe(before + 1));
}

/** Composer open, a match pushed: it waits for the post to be published, then shows. */
export const WaitsForTheComposer: Story = {
  parameters: onTheFeed,
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Posts' });
    const messages = await messagesLink(canvas);
    const share = canvas.getByRole('button', { name: 'Share a story' });
    await userEvent.click(share);
    const composer = await screen.findByRole('dialog', { name: 'Create New Post' });
    await userEvent.type(within(composer).getByLabelText('Title'), 'Lantern night by the river');
    await userEvent.type(
      within(composer).getByLabelText('Content'),
      'Paper lanterns, grilled corn and a hundred neighbours on the riverbank.',
    );
    await pushMatches(messages, AIKO);
    // The composer alone, as the member left it.
    await expect(screen.getAllByRole('dialog')).toEqual([composer]);
    await expect(within(composer).getByLabelText('Title')).toHaveValue(
      'Lantern night by the river',
    );
    await userEvent.click(within(composer).getByRole('button', { name: 'Publish' }));
    await expect(await findToast('Post created successfully!')).toBeVisible();
    const match = await screen.findByRole('dialog', { name: "It's a Match" });
    await expect(within(match).getByText(AIKO.user.bio)).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Create New Post' })).toBeNull();
    await userEvent.click(within(match).getByRole('button', { name: 'Keep Swiping' }));
    // Focus goes back to what the member was doing before the match.
    await waitFor(() => expect(share).toHaveFocus());
  },
};

/** A comment being written holds two pushed matches back; sent, they show one after the other. */
export const MatchesWaitForAComment: Story = {
  parameters: onTheFeed,
  play: async ({ canvas }) => {
    const postList = await canvas.findByRole('list', { name: 'Posts' });
    const [first] = within(postList).getAllByRole('article');
    const messages = await messagesLink(canvas);
    await userEvent.click(within(first!).getByRole('button', { name: /^\d+ comments?$/ }));
    const field = await within(first!).findByLabelText('Add a comment');
    await userEvent.type(field, 'Count me in for the lantern folding');
    await pushMatches(messages, AIKO, TOMAS);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.type(field, '!{Enter}');
    await expect(
      await within(first!).findByText('Count me in for the lantern folding!'),
    ).toBeVisible();
    const firstMatch = await screen.findByRole('dialog', { name: "It's a Match" });
    await expect(firstMatch).toHaveAccessibleDescription('You and Aiko Tanaka like each other.');
    await userEvent.click(within(firstMatch).getByRole('button', { name: 'Keep Swiping' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: "It's a Match" })).toHaveAccessibleDescription(
        'You and Tomás Herrera like each other.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep Swiping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(field).toHaveFocus());
  },
};
