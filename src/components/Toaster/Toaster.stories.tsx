import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from '../Button/Button';
import { notify } from './notify';
import { Toaster } from './Toaster';
import { findToast } from '../../../.storybook/toasts';

type ToastStoryArgs = { kind: keyof typeof notify; title: string; description?: string };

const meta = {
  title: 'Components/Feedback/Toaster',
  tags: ['autodocs', 'stable'],
  // The stories' own args: what each story asks `notify` to show.
  argTypes: {
    kind: {
      description: 'Which `notify` call shows the toast: success, error or info.',
      control: 'radio',
      options: ['success', 'error', 'info'],
    },
    title: { description: "The toast's words, the first line." },
    description: { description: 'A second line under the title, only where it adds something.' },
  },
  parameters: {
    guidance: {
      use: "Once per app, where `notify.success`, `notify.error` and `notify.info` show a short word after something happened: 'Message sent!', 'Amazing! You're going! 🎉'.",
      avoid:
        "For a form error the member must fix use a field's `error` or **FieldError**; for a question that needs an answer (Unmatch?), **ConfirmDialog**; for a screen with nothing to show, **EmptyState**.",
      do: {
        caption:
          "Confirm what just happened in a few words, with a description only when it adds something ('Can't wait to see you there! Check your email for event details.').",
      },
      dont: {
        caption:
          "Don't put the only copy of something important in a toast: it closes itself after a few seconds.",
      },
      access: [
        '- Toasts appear in a polite live region named "Notifications alt+T": screen readers read each new one without moving focus.',
        '- Alt+T moves focus to the toasts and holds them open; Tab reaches each toast and its "Close toast" button.',
        '- A toast closes itself after `duration` (4 seconds by default); the wait pauses while the pointer is over the toasts or presses one, and while the page is hidden.',
        "- Its words and its layout follow the interface's language and direction.",
      ].join('\n'),
    },
  },
  render: ({ kind, title, description }) => (
    <>
      <Toaster duration={Infinity} />
      <Button onClick={() => notify[kind](title, description)}>Show toast</Button>
    </>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await findToast(args.title)).toBeVisible();
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
