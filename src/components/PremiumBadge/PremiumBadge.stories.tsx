import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PremiumBadge } from './PremiumBadge';

const meta = {
  title: 'Components/Premium/PremiumBadge',
  tags: ['autodocs', 'stable'],
  component: PremiumBadge,
} satisfies Meta<typeof PremiumBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The crown is decoration: the badge reads as its word alone.
    await expect(canvas.getByText('Premium')).toBeVisible();
    await expect(canvas.getByText('Premium').querySelector('svg')).toHaveAttribute('aria-hidden');
  },
};
