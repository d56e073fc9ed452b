import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/Feedback/ProgressBar',
  tags: ['autodocs', 'stable'],
  component: ProgressBar,
  args: { label: 'Step 1 of 8', value: 12.5 },
  parameters: {
    guidance: {
      use: "Progress through a known number of steps, such as the signup wizard's 'Step 3 of 8' with its percentage.",
      avoid:
        "For a wait of unknown length use a **Button**'s `loading` or a **Skeleton**; for an event's places taken, **Attendance**.",
      do: {
        caption: 'Label it with where the member is, in words, and let it show the percentage.',
        example: <ProgressBar label="Step 3 of 8" value={37.5} />,
      },
      dont: {
        caption:
          "Don't fake a percentage for a wait you can't measure: a bar resting at 50% reads as stuck.",
        example: <ProgressBar label="Loading..." value={50} />,
      },
      access: [
        '- A `progressbar` named by its label ("Step 3 of 8"); its value is 0 to 100, rounded, and read as the percentage shown ("38%").',
        '- Not focusable, and not a live region: a new value is not announced on its own, so say the new step elsewhere too.',
      ].join('\n'),
    },
  },
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
