import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from '../Button/Button';
import { notify } from './notify';
import { Toaster } from './Toaster';

type ToastStoryArgs = { kind: keyof typeof notify; title: string; description?: string };

const meta = {
  title: 'Components/Feedback/Toaster',
  tags: ['autodocs', 'stable'],
  render: ({ kind, title, description }) => (
    <>
      <Toaster duration={Infinity} />
      <Button onClick={() => notify[kind](title, description)}>Show toast</Button>
    </>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByText(args.title)).toBeVisible();
    if (args.description) await expect(screen.getByText(args.description)).toBeVisible();
  },
} satisfies Meta<ToastStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: {
    kind: 'success',
    title: "Amazing! You're going! 🎉",
    description: "Can't wait to see you there! Check your email for event details.",
  },
};

export const Error: Story = {
  args: { kind: 'error', title: 'Failed to load feed. Please try again.' },
};

export const SessionExpired: Story = {
  args: { kind: 'error', title: 'Session expired. Please login again.' },
};

export const Info: Story = {
  args: { kind: 'info', title: 'Continuing with free trial' },
};
