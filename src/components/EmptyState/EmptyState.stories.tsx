import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw, Users } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/Feedback/EmptyState',
  tags: ['autodocs', 'stable'],
  component: EmptyState,
  args: { title: 'No more profiles', children: 'Check back later for new matches' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    icon: <Users size={28} aria-hidden />,
    action: (
      <Button variant="secondary" icon={<RefreshCw size={18} aria-hidden />} onClick={fn()}>
        Refresh Matches
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No more profiles' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Matches' }));
  },
};

export const TextOnly: Story = {
  args: { title: 'No posts yet', children: 'Be the first to share a story, event or news.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Be the first to share a story, event or news.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
