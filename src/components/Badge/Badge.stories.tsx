import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Feedback/Badge',
  tags: ['autodocs', 'stable'],
  component: Badge,
  parameters: {
    guidance: {
      use: 'A word or two of status beside something: Beta by the logo, Online on a profile, Going! on an event the member joined, a 92% match.',
      avoid:
        "For the unread count on Messages use **UnreadBadge**, for the premium mark **PremiumBadge**, for an event's culture **ThemeBadge**. Anything a member can press is a **Button**.",
      do: {
        caption: 'Keep it to a word or two, in the tone that matches what it says.',
        example: (
          <div style={{ display: 'flex', gap: 8 }}>
            <Badge tone="online">Online</Badge>
            <Badge tone="going">Going!</Badge>
          </div>
        ),
      },
      dont: {
        caption:
          "Don't write a sentence in a badge: it never wraps, and the card's own text says it better.",
        example: <Badge tone="going">You're going to Samba & Feijoada Night on Saturday</Badge>,
      },
      access: [
        '- A plain `<span>` read as its text where it stands: no role, not focusable, not announced when it appears.',
        '- Its tone is colour only: the words must carry the meaning ("Online", not a green dot).',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Beta: Story = {
  args: { tone: 'beta', children: 'Beta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beta')).toBeVisible();
  },
};

export const Online: Story = {
  args: { tone: 'online', children: 'Online' },
};

export const Theme: Story = {
  args: { tone: 'theme', children: '🇯🇵 Japanese' },
};

export const Going: Story = {
  args: { tone: 'going', children: 'Going!' },
};

export const Compatibility: Story = {
  args: { tone: 'compatibility', children: '92% match' },
};

export const Neutral: Story = {
  args: { tone: 'neutral', children: '3 posts' },
};

export const Count: Story = {
  args: { tone: 'danger', children: '4', 'aria-label': '4 unread messages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('4 unread messages')).toHaveTextContent('4');
  },
};
