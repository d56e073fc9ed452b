import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Feedback/Skeleton',
  tags: ['autodocs', 'stable'],
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div role="status" aria-label="Loading post" style={{ display: 'grid', gap: 12, width: 320 }}>
      <Skeleton shape="circle" width="3rem" height="3rem" />
      <Skeleton width="60%" height="1.25rem" />
      <Skeleton />
      <Skeleton shape="block" height="8rem" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Hidden from assistive technology; the region around it says what is loading.
    const region = canvas.getByRole('status', { name: 'Loading post' });
    await expect(region.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  },
};
