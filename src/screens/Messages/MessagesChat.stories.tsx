import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth } from '../../../.storybook/viewport';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { STARTERS } from '../../components/ConversationStarters/ConversationStarters';
import { chatWithNoah, STORY_CONVERSATION, STORY_PARTNER } from '../../mocks/chatData';
import type { Db } from '../../mocks/data/db';
import { callFails } from '../../mocks/storyScenarios';
import Messages from './Messages';
import { chatLog, chatWithNoahOpen, messageField, THREAD } from './messagesStory';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

/** The open chat: reading it, its starters, unmatching, on a phone; sending is in MessagesSend. */
const meta = {
  title: 'Screens/Messages/Chat',
  component: Messages,
  tags: ['screen'],
  parameters: { chromatic: { modes: modes.screen }, ...chatWithNoahOpen },
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

const UNMATCH_QUESTION = `Are you sure you want to unmatch with ${STORY_PARTNER.name}? This will delete all messages and you may see each other again in discover.`;

export const Open: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas }) => {
    const log = await chatLog();
    const heading = canvas.getByRole('heading', { name: STORY_PARTNER.name, level: 2 });
    const header = heading.closest('header')!;
    await expect(within(header).getByText('Canadian')).toBeVisible();
    await expect(within(header).getByText('Offline')).toBeVisible();
    // The name leads to Noah's profile.
    await expect(
      await within(header).findByRole('link', { name: STORY_PARTNER.name }),
    ).toHaveAttribute('href', `/profile/${STORY_PARTNER.id}`);
    // Begun yesterday: a separator for each day.
    await expect(within(log).getByText('Yesterday')).toBeVisible();
    await expect(within(log).getByText('Today')).toBeVisible();
    // Opening it read it: the unread badge is gone from the list.
    const list = canvas.getByRole('list', { name: 'Conversations' });
    const noah = within(list).getByRole('link', { current: true });
    await expect(noah).toHaveTextContent(STORY_PARTNER.name);
    await waitFor(() => expect(within(noah).queryByLabelText('1 unread')).toBeNull());
    // Others' unread messages stay unread.
    await expect(within(list).getAllByLabelText('1 unread')).toHaveLength(2);
    // The member's own bubbles sit on the right, Noah's on the left.
    const right = (text: string) => within(log).getByText(text).getBoundingClientRect().right;
    const left = (text: string) => within(log).getByText(text).getBoundingClientRect().left;
    const logBox = log.getBoundingClientRect();
    const own = "I'd really like that. What time?";
    const noahs = 'Around four? We can get poutine from the food trucks first.';
    await expect(logBox.right - right(own)).toBeLessThan(40);
    await expect(left(noahs) - logBox.left).toBeLessThan(40);
    await expect(right(own) - right(noahs)).toBeGreaterThan(40);
    await expect(canvas.getByRole('region', { name: 'AI Starters' })).toBeVisible();
  },
};

export const StarterFillsComposer: Story = {
  play: async ({ canvas }) => {
    const log = await chatLog();
    const before = within(log).getAllByRole('listitem').length;
    const starters = within(canvas.getByRole('region', { name: 'AI Starters' })).getAllByRole(
      'button',
    );
    await expect(starters.map((starter) => starter.textContent)).toEqual(
      STARTERS.map((starter) => starter.message),
    );
    await userEvent.click(starters[1]!);
    await expect(messageField()).toHaveValue(STARTERS[1].message);
    await expect(messageField()).toHaveFocus();
    // Filled, not sent.
    await expect(within(log).getAllByRole('listitem')).toHaveLength(before);
  },
};

export const UnmatchConfirmed: Story = {
  play: async ({ canvas }) => {
    await chatLog();
    await userEvent.click(canvas.getByRole('button', { name: 'Unmatch' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByText(UNMATCH_QUESTION)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unmatch' }));
    await expect(
      await findToast(
        `Unmatched with ${STORY_PARTNER.name}. You may see each other again in discover.`,
      ),
    ).toBeVisible();
    // Back at the list, without Noah.
    await expect(await canvas.findByRole('heading', { name: 'Pick a conversation' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    await expect(list).not.toHaveTextContent(STORY_PARTNER.name);
  },
};

export const UnmatchCancelled: Story = {
  play: async ({ canvas }) => {
    await chatLog();
    await userEvent.click(canvas.getByRole('button', { name: 'Unmatch' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await chatLog()).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unmatch' })).toHaveFocus();
  },
};

export const UnmatchFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        matches: callFails('matches', 'delete', /\/api\/matches\//),
      },
    },
  },
  play: async ({ canvas }) => {
    await chatLog();
    await userEvent.click(canvas.getByRole('button', { name: 'Unmatch' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unmatch' }));
    await expect(await findToast('Failed to unmatch. Please try again.')).toBeVisible();
    // Nothing changed: the chat is still open and Noah still in the list.
    await expect(await chatLog()).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Conversations' })).toHaveTextContent(
      STORY_PARTNER.name,
    );
  },
};

export const MessagesLoadFailed: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: {
      handlers: {
        messages: callFails('messages', 'get', THREAD),
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load messages. Please try again.')).toHaveLength(2),
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** On a phone the open chat fills the screen, and Back returns to the list. */
export const PhoneLayout: Story = {
  play: async ({ canvas }) => {
    await atPhoneWidth();
    await chatLog();
    // The list and the page's own header step aside for the chat.
    await expect(
      canvas.getByRole('list', { name: 'Conversations', hidden: true }),
    ).not.toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Messages', hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to conversations' }));
    const list = await canvas.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(list).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Messages' })).toBeVisible();
    // And into a chat again.
    await userEvent.click(within(list).getByRole('link', { name: /Anouk Smit/ }));
    await expect(
      await screen.findByRole('log', { name: 'Messages with Anouk Smit' }),
    ).toBeVisible();
    await expect(list).not.toBeVisible();
  },
};

/** Just matched: nothing said yet, so the chat invites a first message and the starters help. */
export const NewMatch: Story = {
  parameters: {
    mockData: (db: Db) => {
      chatWithNoah(db);
      db.messages = db.messages.filter((message) => message.conversationId !== STORY_CONVERSATION);
      const conversation = db.conversations.find((c) => c.id === STORY_CONVERSATION)!;
      conversation.lastMessage = null;
      conversation.lastMessageTime = null;
      conversation.unread = {};
    },
  },
  play: async ({ canvas }) => {
    const log = await chatLog();
    await expect(
      within(log).getByText(
        `You matched with ${STORY_PARTNER.name}. Say hello, or pick an AI Starter.`,
      ),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getByRole('link', { current: true })).toHaveTextContent(
      'New match! Say hello.',
    );
  },
};
