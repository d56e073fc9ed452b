import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Message } from '../../contract/types';
import { REFERENCE_NOW } from '../../mocks/referenceNow';
import { vars } from '../../styles/theme.css';
import { ChatThread } from './ChatThread';

// Lucía, from Guadalajara, is the member; Tunde, from Lagos, is who she matched with.
const LUCIA = 'u-lucia';
const TUNDE = 'u-tunde';

// REFERENCE_NOW is June 15, 12:00 UTC (the browser's time zone under test): the 14th is 'Yesterday'.
const message = (id: string, senderId: string, createdAt: string, content: string): Message => ({
  id,
  senderId,
  content,
  createdAt: `2026-06-${createdAt}:00.000Z`,
});

const conversation: Message[] = [
  message('m-1', TUNDE, '14T19:02', 'Tamales every December? Is that a family tradition?'),
  message('m-2', LUCIA, '14T19:10', 'Every Christmas Eve! Abuela makes two hundred of them.'),
  message('m-3', TUNDE, '15T09:15', 'Two hundred! My aunties cook jollof like that for weddings.'),
  message('m-4', LUCIA, '15T09:24', 'Saturday lunch, then? I’ll bring horchata for you to judge.'),
];

/** Lucía's last message, the one a read receipt goes under. */
const lastOwn = conversation[3]!;

const meta = {
  title: 'Components/Chat/ChatThread',
  tags: ['autodocs', 'stable'],
  component: ChatThread,
  args: {
    messages: conversation,
    myId: LUCIA,
    otherName: 'Tunde Bakare',
    now: REFERENCE_NOW,
    onRetry: fn(),
  },
  // The thread fills its parent and scrolls inside it, as in the Messages screen's chat pane.
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          boxSizing: 'border-box',
          height: 480,
          maxWidth: '40rem',
          border: `1px solid ${vars.color.border}`,
        }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      use: "The messages of one conversation under day separators (Today, Yesterday, 'Friday, June 12'), the member's own on the right (in English), with messages still sending or not sent, a typing line and a 'Seen' receipt. It fills and scrolls inside its parent.",
      avoid:
        "For the list of a member's conversations, use **ConversationList**. For comments under a post, use **CommentsPanel**.",
      do: {
        caption:
          "Give a new match's empty chat an invitation (`emptyText`), so it says what to do next.",
        example: (
          <div style={{ display: 'flex', flexDirection: 'column', height: 120, maxWidth: '40rem' }}>
            <ChatThread
              messages={[]}
              myId={LUCIA}
              otherName="Tunde Bakare"
              now={REFERENCE_NOW}
              emptyText="You matched with Tunde Bakare. Say hello, or pick an AI Starter."
            />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't pass `seenAt` for members without premium: read receipts are a premium feature, and without `seenAt` no 'Seen' shows.",
      },
      access: [
        '- The messages are a list inside a `role="log"` named "Messages with {otherName}"; screen readers treat a log as a polite live region, so arriving messages are read out.',
        "- Day separators are list items; each message's time is a `<time>` element.",
        '- Who wrote a message is shown only by its side and colour: nothing in the markup says whose it is.',
        '- The scroll area is a Tab stop, so the keyboard can scroll it. If messages arrive while the member has scrolled up, a "New messages" button appears and jumps to the end (focus stays put).',
        '- A failed message reads "Not sent" with a Retry button; the typing line ("Tunde is typing…") is a polite live region.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bubble around a message's text. */
const bubbleOf = (text: HTMLElement) => text.parentElement!;

export const OverTwoDays: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Messages with Tunde Bakare' });
    const items = within(log).getAllByRole('listitem');
    // A separator opens each day: yesterday's two messages, then today's two.
    await expect(items.map((item) => item.textContent)).toEqual([
      'Yesterday',
      expect.stringContaining('Tamales'),
      expect.stringContaining('Abuela'),
      'Today',
      expect.stringContaining('jollof'),
      expect.stringContaining('horchata'),
    ]);
    await expect(within(items[1]!).getByText('7:02 PM')).toBeVisible();
    await expect(within(items[5]!).getByText('9:24 AM')).toBeVisible();

    // Lucía's bubbles sit on the right, Tunde's on the left.
    const frame = log.getBoundingClientRect();
    const own = bubbleOf(canvas.getByText(/Abuela/)).getBoundingClientRect();
    const theirs = bubbleOf(canvas.getByText(/Tamales/)).getBoundingClientRect();
    await expect(Math.abs(own.right - frame.right)).toBeLessThan(1);
    await expect(Math.abs(theirs.left - frame.left)).toBeLessThan(1);
    await expect(own.left).toBeGreaterThan(frame.left + frame.width / 4 - 1);
    await expect(theirs.right).toBeLessThan(frame.right - frame.width / 4 + 1);
    // No read receipt unless one is given.
    await expect(canvas.queryByText('Seen')).toBeNull();
  },
};

/** Where they began, the Friday before: enough to fill the frame and more. */
const firstEvening: Message[] = [
  message(
    'm-0a',
    TUNDE,
    '12T20:41',
    'Hi Lucía! Your profile says you are learning Yoruba. Ṣé dáadáa ni?',
  ),
  message('m-0b', LUCIA, '12T20:45', 'Dáadáa ni! That is nearly all I know so far.'),
  message(
    'm-0c',
    TUNDE,
    '12T20:47',
    'Already more than my Spanish. Gracias is my whole vocabulary.',
  ),
  message(
    'm-0d',
    LUCIA,
    '12T20:52',
    'Then we trade: one word of Yoruba for one of Spanish, every day.',
  ),
  message('m-0e', TUNDE, '12T20:53', 'Deal. Today’s word is ọ̀rẹ́: friend.'),
  message('m-0f', LUCIA, '12T20:55', 'Ọ̀rẹ́. And yours is amigo, the easiest one I have.'),
];

/** A thread longer than its frame opens at the newest message, the older ones a scroll away. */
export const OpensAtNewest: Story = {
  args: { messages: [...firstEvening, ...conversation] },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    const scroller = log.parentElement!;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(
      scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight,
    ).toBeLessThanOrEqual(1);
    const view = scroller.getBoundingClientRect();
    const newest = bubbleOf(canvas.getByText(lastOwn.content)).getBoundingClientRect();
    await expect(newest.bottom).toBeLessThanOrEqual(view.bottom);
    // Older days are labelled by their date.
    const friday = canvas.getByText('Friday, June 12');
    await expect(friday.getBoundingClientRect().bottom).toBeLessThan(view.top);
    // Nothing new was missed, so no 'New messages' button.
    await expect(canvas.queryByRole('button', { name: 'New messages' })).toBeNull();
  },
};

/** Tunde opened the chat after Lucía's last message: 'Seen' goes under that message. */
export const SeenAfterLastMessage: Story = {
  args: { seenAt: '2026-06-15T09:30:00.000Z' },
  play: async ({ canvas }) => {
    const seen = canvas.getByText('Seen');
    await expect(seen).toBeVisible();
    await expect(canvas.getAllByText('Seen')).toHaveLength(1);
    const bubble = bubbleOf(canvas.getByText(lastOwn.content));
    await expect(seen.closest('li')).toBe(bubble.closest('li'));
    await expect(seen.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      bubble.getBoundingClientRect().bottom,
    );
  },
};

/** He last read it before Lucía's newest message: no receipt yet. */
export const NotSeenYet: Story = {
  args: { seenAt: '2026-06-15T09:20:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(lastOwn.content)).toBeVisible();
    await expect(canvas.queryByText('Seen')).toBeNull();
  },
};

/** A message on its way shows after the stored ones; the receipt waits until it is stored. */
export const Sending: Story = {
  args: {
    seenAt: '2026-06-15T09:30:00.000Z',
    pending: [{ key: 1, content: 'Is 1 PM good for you?', status: 'sending' }],
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Is 1 PM good for you?');
    const row = text.closest('li')!;
    await expect(within(row).getByText('Sending…')).toBeVisible();
    await expect(within(row).queryByRole('button', { name: 'Retry' })).toBeNull();
    const log = canvas.getByRole('log');
    const items = within(log).getAllByRole('listitem');
    await expect(items.at(-1)).toBe(row);
    await expect(
      Math.abs(bubbleOf(text).getBoundingClientRect().right - log.getBoundingClientRect().right),
    ).toBeLessThan(1);
    await expect(canvas.queryByText('Seen')).toBeNull();
  },
};

/** A message the server refused: 'Not sent', and Retry hands its key back. */
export const NotSentWithRetry: Story = {
  args: {
    // Today's messages only, so the whole of the picture is the failure.
    messages: conversation.slice(2),
    pending: [
      { key: 7, content: 'I found the restaurant on the map, see you there!', status: 'failed' },
    ],
  },
  play: async ({ canvas, args }) => {
    const row = canvas
      .getByText('I found the restaurant on the map, see you there!')
      .closest('li')!;
    await expect(within(row).getByText('Not sent')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith(7);
  },
};

export const Typing: Story = {
  args: { typing: 'Tunde is typing…' },
  play: async ({ canvas }) => {
    const typing = canvas.getByText('Tunde is typing…');
    await expect(typing).toBeVisible();
    // Announced without moving focus.
    await expect(typing).toHaveAttribute('aria-live', 'polite');
    // Below the newest message.
    await expect(typing.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('log').getBoundingClientRect().bottom - 1,
    );
  },
};

/** A new match: no messages yet, so the words the screen gives show instead. */
export const Empty: Story = {
  args: {
    messages: [],
    emptyText: 'You matched with Tunde Bakare. Say hello, or pick an AI Starter.',
  },
  play: async ({ canvas }) => {
    // Inside the log, so the invitation is read as the conversation's content.
    const log = canvas.getByRole('log', { name: 'Messages with Tunde Bakare' });
    await expect(
      within(log).getByText('You matched with Tunde Bakare. Say hello, or pick an AI Starter.'),
    ).toBeVisible();
    await expect(within(log).queryAllByRole('listitem')).toHaveLength(0);
  },
};
