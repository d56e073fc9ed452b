import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Feedback/Badge',
  tags: ['autodocs', 'stable'],
  component: Badge,
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
