import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { REFERENCE_NOW } from '../../mocks/referenceNow';
import { TimeAgo } from './TimeAgo';

const ago = (minutes: number) => new Date(REFERENCE_NOW.getTime() - minutes * 60_000).toISOString();

const meta = {
  title: 'Components/Foundations/TimeAgo',
  tags: ['autodocs', 'stable'],
  component: TimeAgo,
  args: { now: REFERENCE_NOW, date: ago(25) },
  parameters: {
    guidance: {
      use: "How long ago something happened, in the feed's short form ('25m ago', '7h ago', '9d ago'): a post, a comment, a conversation's last message.",
      avoid:
        "For a date still to come, such as an event's, show the date itself, as **EventCard** does: TimeAgo only counts back.",
      do: {
        caption: 'Use it for recent activity, such as when a story was posted.',
        example: <TimeAgo date={ago(25)} now={REFERENCE_NOW} />,
      },
      dont: {
        caption: "Don't use it for an event three days away: it says 'Just now'.",
        example: <TimeAgo date={ago(-3 * 24 * 60)} now={REFERENCE_NOW} />,
      },
      access: [
        '- A `<time>` element: screen readers read its short text, and `datetime` holds the exact ISO date for software.',
        '- The full date and time is only in its `title`, shown on hover; it is not focusable, so keyboard and touch users cannot call it up.',
        '- It does not update by itself and is not a live region: its text changes only when it is given a new `now`.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof TimeAgo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minutes: Story = {
  play: async ({ canvas, args }) => {
    const time = canvas.getByText('25m ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', args.date);
  },
};

export const Hours: Story = {
  args: { date: ago(7 * 60) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7h ago')).toBeVisible();
  },
};

export const Days: Story = {
  args: { date: ago(9 * 24 * 60) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9d ago')).toBeVisible();
  },
};
