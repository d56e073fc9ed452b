import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { connectRealtime, type Realtime } from '../../api/realtime';
import { API_BASE_PATH } from '../../contract/endpoints';
import {
  chatReadByNoah,
  chatWithNoah,
  PARTNER_TOKEN,
  STORY_CONVERSATION,
  STORY_PARTNER,
} from '../../mocks/chatData';
import type { Db } from '../../mocks/data/db';
import { demoMember } from '../../mocks/sessions';
import Messages from './Messages';

const meta = {
  title: 'Screens/Messages/Live',
  component: Messages,
  tags: ['screen'],
  parameters: {
    layout: 'fullscreen',
    route: `/messages?c=${STORY_CONVERSATION}`,
    session: demoMember(),
    mockData: chatWithNoah,
    // The typing indicator stays until the picture is taken.
    timing: { typingShownMs: Infinity },
  },
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

const chatLog = () => screen.findByRole('log', { name: `Messages with ${STORY_PARTNER.name}` });

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
    // The member's channel is subscribed once the realtime server has confirmed it; Noah writes
    // after the chat is open, and the message is pushed to it.
    const text = 'Also, bring a jacket. It gets chilly by the water after sunset.';
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: STORY_PARTNER.name })).toBeVisible(),
    );
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
