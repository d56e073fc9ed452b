import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/Feedback/ProgressBar',
  tags: ['autodocs', 'stable'],
  component: ProgressBar,
  args: { label: 'Step 1 of 8', value: 12.5 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Step 1 of 8' });
    await expect(bar).toHaveAttribute('aria-valuenow', '13');
    await expect(canvas.getByText('13%')).toBeVisible();
  },
};

export const Halfway: Story = { args: { label: 'Step 4 of 8', value: 50 } };

export const Complete: Story = { args: { label: 'Step 8 of 8', value: 100 } };

export const WithoutPercent: Story = {
  args: { label: 'Uploading photos', value: 40, showPercent: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('40%')).toBeNull();
  },
};
