import type { Meta, StoryObj } from '@storybook/react-vite';
import { atDesktopWidth, atPhoneWidth } from '../../../.storybook/viewport';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectRealtime, type Realtime } from '../../api/pusherClient';
import { API_BASE_PATH } from '../../contract/endpoints';
import {
  chatReadByNoah,
  chatWithNoah,
  PARTNER_TOKEN,
  STORY_CONVERSATION,
  STORY_PARTNER,
} from '../../mocks/chatData';
import type { Db } from '../../mocks/data/db';
import { memberIsLive } from '../../mocks/pusherServer';
import { demoMember } from '../../mocks/storySessions';
import Messages from './Messages';
import { chatLog, chatWithNoahOpen } from './messagesStory';
import { modes } from '../../../.storybook/modes';

const meta = {
  title: 'Screens/Messages/Live',
  component: Messages,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    ...chatWithNoahOpen,
    // The typing indicator stays until the picture is taken.
    timing: { typingShownMs: Infinity },
  },
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Noah, in his own browser: calls the API with his token, as the mock backend's other member. */
const asNoah = (path: string, body?: unknown) =>
  fetch(`${API_BASE_PATH}/messages/conversations/${STORY_CONVERSATION}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${PARTNER_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let noahsConnection: Realtime | undefined;

export const IncomingMessage: Story = {
  play: async ({ canvas }) => {
    const log = await chatLog();
    // Noah writes once the chat is open and the member's channel is live, and the message is
    // pushed to it.
    const text = 'Also, bring a jacket. It gets chilly by the water after sunset.';
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: STORY_PARTNER.name })).toBeVisible(),
    );
    await waitFor(() => expect(memberIsLive(demoMember().id)).toBe(true));
    const answer = await asNoah('', { content: text });
    await expect(answer.status).toBe(201);
    await expect(await within(log).findByText(text)).toBeVisible();
    // The list follows: Noah's conversation on top with the new last message, and no unread
    // badge, since the member is reading it.
    const list = canvas.getByRole('list', { name: 'Conversations' });
    const top = within(list).getAllByRole('link')[0]!;
    await expect(top).toHaveTextContent(text);
    await waitFor(() => expect(within(top).queryByLabelText(/unread/)).toBeNull());
  },
};

export const TypingIndicator: Story = {
  beforeEach: () => () => noahsConnection?.disconnect(),
  play: async () => {
    await chatLog();
    noahsConnection = connectRealtime({ id: STORY_PARTNER.id, token: PARTNER_TOKEN });
    const channel = noahsConnection.joinConversation(STORY_CONVERSATION, () => {});
    // Whispers before Noah's subscription is confirmed are dropped: he keeps typing until seen.
    await waitFor(
      () => {
        channel.typing({ userId: STORY_PARTNER.id, name: STORY_PARTNER.firstName });
        expect(screen.getByText(`${STORY_PARTNER.firstName} is typing…`)).toBeVisible();
      },
      { timeout: 8000, interval: 250 },
    );
  },
};

export const ReadReceiptForPremium: Story = {
  parameters: { session: demoMember({ isPremium: true }), mockData: chatReadByNoah },
  play: async () => {
    const log = await chatLog();
    const own = within(log)
      .getByText(/maple cookies/)
      .closest('li')!;
    await expect(within(own).getByText('Seen')).toBeVisible();
  },
};

export const ReadReceiptArrivesLive: Story = {
  parameters: {
    session: demoMember({ isPremium: true }),
    mockData: (db: Db) => {
      chatReadByNoah(db);
      // Noah has not opened it yet.
      db.conversations.find((c) => c.id === STORY_CONVERSATION)!.readAt[STORY_PARTNER.id] = null;
    },
  },
  play: async ({ canvas }) => {
    const log = await chatLog();
    await expect(within(log).queryByText('Seen')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: STORY_PARTNER.name })).toBeVisible(),
    );
    await waitFor(() => expect(memberIsLive(demoMember().id)).toBe(true));
    await expect((await asNoah('/read')).status).toBe(200);
    const own = within(log)
      .getByText(/maple cookies/)
      .closest('li')!;
    await expect(await within(own).findByText('Seen')).toBeVisible();
  },
};

export const NoReadReceiptOnFreePlan: Story = {
  parameters: { session: demoMember({ isPremium: false }), mockData: chatReadByNoah },
  play: async () => {
    const log = await chatLog();
    await expect(within(log).getByText(/maple cookies/)).toBeVisible();
    await expect(within(log).queryByText('Seen')).toBeNull();
  },
};

/** A longer history: the chat scrolls, so a member can scroll up to read. */
function longHistory(db: Db) {
  chatWithNoah(db);
  const lines = [
    'Did you ever try the butter tarts from the bakery on Pine?',
    'Not yet! Are they better than the ones in Toronto?',
    'Different. Runnier. My grandmother would have opinions.',
    'Grandmothers always do. Mine still sends me dried chilies from Puebla.',
    'That is the best kind of care package.',
    'She hides letters between the bags, too.',
    'Okay, now I want to hear one of those letters.',
    'Maybe on Saturday, over poutine.',
  ];
  lines.forEach((content, index) =>
    db.messages.push({
      id: `msg-history-${index}`,
      conversationId: STORY_CONVERSATION,
      senderId: index % 2 === 0 ? STORY_PARTNER.id : 'u-demo',
      content,
      createdAt: `2026-06-15T11:${String(20 + index * 2).padStart(2, '0')}:00.000Z`,
    }),
  );
}

export const IncomingWhileScrolledUp: Story = {
  parameters: { mockData: longHistory },
  play: async ({ canvas }) => {
    // A phone's height, where this history is taller than the chat.
    await atPhoneWidth();
    const log = await chatLog();
    const scroller = log.parentElement!;
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight));
    // The member scrolls up to read; Noah writes meanwhile.
    scroller.scrollTop = 0;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: STORY_PARTNER.name })).toBeVisible(),
    );
    await waitFor(() => expect(memberIsLive(demoMember().id)).toBe(true));
    const text = 'Found the bakery, by the way. They open at seven.';
    await asNoah('', { content: text });
    const arrived = await within(log).findByText(text);
    // Where they were reading stays put, and a button offers the way down.
    await expect(scroller.scrollTop).toBe(0);
    const jump = await canvas.findByRole('button', { name: 'New messages' });
    await userEvent.click(jump);
    await waitFor(() =>
      expect(arrived.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().bottom,
      ),
    );
    await expect(canvas.queryByRole('button', { name: 'New messages' })).toBeNull();
    // The conversation list, beside the chat on a desktop, has it too before the pictures are
    // taken (it asks again once the socket says so): without this wait, the desktop picture
    // could catch the list before its answer came.
    await atDesktopWidth();
    const conversations = await canvas.findByRole('list', { name: 'Conversations' });
    await within(conversations).findByText(text);
  },
};
