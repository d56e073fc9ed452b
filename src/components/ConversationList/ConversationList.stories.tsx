import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Conversation } from '../../contract/types';
import { REFERENCE_NOW } from '../../mocks/referenceNow';
import { ConversationList } from './ConversationList';

const minutesAgo = (minutes: number) =>
  new Date(REFERENCE_NOW.getTime() - minutes * 60_000).toISOString();

const conversation = (
  fields: Partial<Conversation> & Pick<Conversation, 'id' | 'name'>,
): Conversation => ({
  matchId: `m-${fields.id}`,
  photo: null,
  nationality: null,
  isOnline: false,
  unreadCount: 0,
  lastMessage: null,
  lastMessageTime: null,
  readByOtherAt: null,
  ...fields,
});

const amara = conversation({
  id: 'c-amara',
  name: 'Amara Okafor',
  nationality: 'Nigerian',
  isOnline: true,
  unreadCount: 2,
  lastMessage: 'There is an Afrobeats night on Friday. Will you come dance with us?',
  lastMessageTime: minutesAgo(5),
});
const haruto = conversation({
  id: 'c-haruto',
  name: 'Haruto Sato',
  nationality: 'Japanese',
  lastMessage: 'The tea house by the river opens at eight. Shall we go before class?',
  lastMessageTime: minutesAgo(3 * 60),
});
const lea = conversation({
  id: 'c-lea',
  name: 'Léa Dubois',
  nationality: 'French',
  isOnline: true,
  unreadCount: 1,
  lastMessage: 'Merci! The crêpes were even better with your dulce de leche.',
  lastMessageTime: minutesAgo(2 * 24 * 60),
});
/** Matched a moment ago: nothing said yet. */
const priya = conversation({ id: 'c-priya', name: 'Priya Raman', nationality: 'Indian' });

const meta = {
  title: 'Components/Chat/ConversationList',
  tags: ['autodocs', 'stable'],
  component: ConversationList,
  args: {
    conversations: [amara, haruto, lea, priya],
    linkTo: (chat) => `/messages?c=${chat.id}`,
    now: REFERENCE_NOW,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      use: "The member's conversations, most recent first: photo, name, Online, nationality, last message, how long ago and unread count. Each row links to its chat.",
      avoid:
        'For the messages of one conversation, use **ChatThread**. For the unread count on a Messages link in the top bar or bottom bar, use **UnreadBadge**.',
      do: {
        caption:
          'Where the list and the chat sit side by side, mark the open conversation with `selectedId`.',
        example: (
          <div style={{ maxWidth: '24rem' }}>
            <ConversationList
              conversations={[amara, haruto]}
              selectedId="c-haruto"
              linkTo={(chat) => `/messages?c=${chat.id}`}
              now={REFERENCE_NOW}
            />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't show an empty list to a member with no conversations: use an **EmptyState** with a Discover Matches button to the dashboard.",
      },
      access: [
        '- A list named "Conversations"; each conversation is one link, so Tab goes from one to the next and Enter opens it.',
        '- The link reads the name, "Online" (visually hidden, for the green dot), how long ago, nationality, and the last message or "New match! Say hello."; the photo is hidden from screen readers.',
        '- The unread count is a number with `aria-label` "2 unread" on a plain `span`; whether "2 unread" or just "2" is read depends on the screen reader.',
        '- The open conversation has `aria-current="true"`.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link of the conversation with `name`. */
const linkOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('link')
    .find((link) => link.textContent!.includes(name))!;

export const Conversations: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/messages?c=c-amara',
      '/messages?c=c-haruto',
      '/messages?c=c-lea',
      '/messages?c=c-priya',
    ]);

    const amaraLink = linkOf(list, 'Amara Okafor');
    await expect(amaraLink).toHaveTextContent('Nigerian');
    await expect(amaraLink).toHaveTextContent('Afrobeats night on Friday');
    await expect(within(amaraLink).getByText('5m ago')).toBeVisible();
    await expect(within(amaraLink).getByLabelText('2 unread')).toHaveTextContent('2');
    // Online is said in words for assistive technology, as well as shown by the dot.
    await expect(amaraLink).toHaveTextContent('Online');

    const harutoLink = linkOf(list, 'Haruto Sato');
    await expect(within(harutoLink).getByText('3h ago')).toBeVisible();
    await expect(harutoLink).not.toHaveTextContent('Online');
    await expect(within(harutoLink).queryByLabelText(/unread$/)).toBeNull();

    const leaLink = linkOf(list, 'Léa Dubois');
    await expect(within(leaLink).getByText('2d ago')).toBeVisible();
    await expect(within(leaLink).getByLabelText('1 unread')).toBeVisible();

    // Nothing is marked current until a conversation is open.
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  },
};

/** The open conversation is marked as the current one, and only that one. */
export const Selected: Story = {
  args: { selectedId: 'c-haruto' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Conversations' });
    await expect(linkOf(list, 'Haruto Sato')).toHaveAttribute('aria-current', 'true');
    const current = within(list)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    await expect(current).toHaveLength(1);
  },
};

/** A new match has no last message or time yet: an invitation to say hello takes their place. */
export const NewMatch: Story = {
  args: { conversations: [priya, haruto] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Conversations' });
    const priyaLink = linkOf(list, 'Priya Raman');
    await expect(within(priyaLink).getByText('New match! Say hello.')).toBeVisible();
    await expect(within(priyaLink).queryByText(/ago$/)).toBeNull();
    await expect(priyaLink.querySelector('time')).toBeNull();
    await expect(within(priyaLink).queryByLabelText(/unread$/)).toBeNull();
    // Only a conversation without messages says so.
    await expect(canvas.getAllByText('New match! Say hello.')).toHaveLength(1);
  },
};
