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
