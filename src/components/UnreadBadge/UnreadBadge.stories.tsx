import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router';
import MessageCircle from 'lucide-react/icons/message-circle';
import { expect } from 'storybook/test';
import { button } from '../Button/Button.css';
import { UnreadBadge } from './UnreadBadge';

const meta = {
  title: 'Components/Feedback/UnreadBadge',
  tags: ['autodocs', 'stable'],
  component: UnreadBadge,
  args: { count: 3, id: 'messages-unread' },
  parameters: {
    guidance: {
      use: "The unread count on a Messages link: beside its text in the top bar, or on its icon in **BottomBar**, which draws it from the item's `unread`.",
      avoid:
        'For any other count or status use **Badge**; in **BottomBar**, pass `unread` rather than drawing this yourself.',
      do: {
        caption:
          "Point the link's `aria-describedby` at the badge's `id` while the count is above 0: the link stays 'Messages' and the count describes it.",
      },
      dont: {
        caption:
          "Don't put the count in the link's text or `aria-label` ('Messages 3'): its name would change with every message.",
      },
      access: [
        "- The visible figure is hidden from screen readers; a hidden element with the given `id` holds the words ('3 unread messages', in the interface's language).",
        '- It says nothing to assistive technology until a link names it in `aria-describedby`.',
        "- Past 99 it shows '99+' while the words keep the exact count; at 0 it draws nothing.",
        '- Not a live region: a new message changes the description but is not announced.',
      ].join('\n'),
    },
  },
  // As the top bar uses it: beside the text of its Messages link (styled alike), which its words
  // describe.
  render: (args) => (
    <Link
      to="/messages"
      className={button({ variant: 'ghost', size: 'sm' })}
      aria-describedby={args.count > 0 ? args.id : undefined}
    >
      <MessageCircle size={20} aria-hidden />
      Messages
      <UnreadBadge {...args} />
    </Link>
  ),
} satisfies Meta<typeof UnreadBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link keeps its name; the count becomes its description. */
export const InALink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Messages' });
    await expect(link).toHaveAccessibleDescription('3 unread messages');
    await expect(link).toHaveTextContent('Messages3');
  },
};

export const OneMessage: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Messages' });
    await expect(link).toHaveAccessibleDescription('1 unread message');
    await expect(link).toHaveTextContent('Messages1');
  },
};

/** Past 99 the exact figure is no longer news: the badge says 99+, the description the count. */
export const OverNinetyNine: Story = {
  args: { count: 142 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Messages' });
    await expect(link).toHaveTextContent('Messages99+');
    await expect(link).toHaveAccessibleDescription('142 unread messages');
  },
};

export const NoneUnread: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Messages' });
    await expect(link).toHaveTextContent(/^Messages$/);
    await expect(link).not.toHaveAccessibleDescription();
  },
};
