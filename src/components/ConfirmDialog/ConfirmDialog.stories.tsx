import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/Overlays/ConfirmDialog',
  tags: ['autodocs', 'stable'],
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Unmatch',
    description:
      'Are you sure you want to unmatch with Ana? This will delete all messages and you may see each other again in discover.',
    confirmLabel: 'Unmatch',
  },
  parameters: {
    guidance: {
      use: "Ask before an action that cannot be undone, such as unmatching or deleting a post: the question goes in `description`, the action's own verb on `confirmLabel`.",
      avoid:
        "For a form or anything more than a question, use **Dialog**. For an action that can be taken back (an RSVP, a like), don't ask: do it, and say so in a toast.",
      do: {
        caption:
          'Name the confirm button after the action (Unmatch, Delete) and keep `tone` danger for destructive ones; the question says what will be lost.',
      },
      dont: {
        caption:
          "Don't label the buttons Yes, No or OK: a screen-reader user tabbing between them hears only the button.",
      },
      access: [
        '- `role="alertdialog"`, named by `title` and described by `description`.',
        '- On open, focus goes to **Cancel**, so Enter never confirms by accident; Tab and Shift+Tab cycle between the two buttons.',
        '- Escape cancels (`onOpenChange(false)`, `onConfirm` is not called); a click outside does nothing.',
        '- While it is open, the page behind is hidden from screen readers (`aria-hidden`).',
        '- On close, focus returns to what had it when the dialog opened.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Unmatch' });
    await expect(dialog).toHaveAccessibleDescription(args.description as string);
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Unmatch' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Cancelled: Story = {
  args: {
    title: 'Delete post',
    description: 'Are you sure you want to delete this post/event/story?',
    confirmLabel: 'Delete',
  },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Continue with Free Trial',
    description: 'You can upgrade to Premium at any time.',
    confirmLabel: 'Continue',
  },
};
