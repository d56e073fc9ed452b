import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth } from '../../../.storybook/viewport';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Compass from 'lucide-react/icons/compass';
import Home from 'lucide-react/icons/house';
import MessageCircle from 'lucide-react/icons/message-circle';
import { expect } from 'storybook/test';
import { BottomBar } from './BottomBar';
import { modes } from '../../../.storybook/modes';

const meta = {
  title: 'Components/Navigation/BottomBar',
  component: BottomBar,
  args: {
    label: 'Sections',
    items: [
      { href: '/dashboard', label: 'Feed', icon: <Home size={22} aria-hidden />, current: false },
      {
        href: '/dashboard?tab=discover',
        label: 'Discover',
        icon: <Compass size={22} aria-hidden />,
        current: true,
      },
      {
        href: '/messages',
        label: 'Messages',
        icon: <MessageCircle size={22} aria-hidden />,
        current: false,
      },
      {
        href: '/events',
        label: 'Events',
        icon: <CalendarDays size={22} aria-hidden />,
        current: false,
      },
    ],
  },
  // The bar is for phones (from tablet widths up it steps aside): photographed at 390 px.
  tags: ['autodocs', 'stable'],
  parameters: {
    chromatic: { modes: modes.phone },
    guidance: {
      use: "The phone's main navigation between the four places members move between (Feed, Discover, Messages, Events), fixed along the bottom edge. It steps aside from tablet widths up.",
      avoid:
        "On wider screens the top bar's links do this job. To switch views within one screen use **Tabs**; for actions such as Settings or Logout, **Menu**.",
      do: {
        caption:
          'Mark exactly one item `current`, the place the member is, and give every icon a one-word label.',
      },
      dont: {
        caption:
          "Don't add a fifth or sixth place, or drop the labels to fit more icons: the items share the width equally, and each label is its link's name.",
      },
      access: [
        '- A navigation landmark named by `label` (e.g. "Sections"), holding a list of links: Tab moves through them, Enter follows one.',
        '- The current place\'s link has `aria-current="page"`.',
        '- An unread count is its link\'s description ("3 unread messages"), so the link\'s name stays "Messages". Pass icons with `aria-hidden`.',
        '- From tablet widths up it is `display: none`, so hidden from screen readers too.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MarksCurrentPlace: Story = {
  play: async ({ canvasElement }) => {
    const links = [...canvasElement.querySelectorAll('nav[aria-label="Sections"] a')];
    await expect(links.map((link) => link.textContent)).toEqual([
      'Feed',
      'Discover',
      'Messages',
      'Events',
    ]);
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

/** Unread messages show on the Messages icon; the link keeps its name and is described by the count. */
export const UnreadMessages: Story = {
  args: {
    items: meta.args.items.map((item) =>
      item.label === 'Messages' ? { ...item, unread: 3 } : item,
    ),
  },
  play: async ({ canvas }) => {
    await atPhoneWidth();
    const messages = canvas.getByRole('link', { name: 'Messages' });
    await expect(messages).toHaveAccessibleDescription('3 unread messages');
    await expect(messages).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Feed' })).not.toHaveAccessibleDescription();
  },
};
