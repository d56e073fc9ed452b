import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Overlays/Dialog',
  tags: ['autodocs', 'stable'],
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: "It's a Match",
    description: 'You and Ana Lima liked each other.',
    children: <p>Say olá and ask about her favourite festival.</p>,
    footer: (
      <>
        <Button variant="secondary">Keep Swiping</Button>
        <Button>Send a Message</Button>
      </>
    ),
  },
  parameters: {
    guidance: {
      use: "A modal window for a short task that needs the member's whole attention before they go back to the page: writing a post, editing their profile, a new match. Give it a `title`, and put its actions in `footer`.",
      avoid:
        "To ask before something that cannot be undone (unmatch, delete a post), use **ConfirmDialog**. For news that needs no answer ('Post created successfully!'), use a toast (`notify`, shown by **Toaster**). For a few choices from a button, use **Menu**.",
      do: {
        caption:
          'Keep the footer to one or two actions, the main one last and named for what it does: Keep Swiping, then Send a Message.',
      },
      dont: {
        caption:
          "Don't open a dialog the member did not ask for (a match pushed in real time) without `waitsItsTurn`: it would take focus from what they are doing.",
      },
      access: [
        '- `role="dialog"`, named by its `title` and described by its `description` when there is one.',
        '- On open, focus moves to the first button or field inside (the Close button if nothing comes before it); Tab and Shift+Tab cycle inside the dialog.',
        '- While it is open, the page behind is hidden from screen readers (`aria-hidden`).',
        '- Escape, the Close button (labelled "Close") and a click outside call `onOpenChange(false)`; a click outside never reaches the page.',
        '- On close, focus returns to what had it when the dialog opened, or to `returnFocusTo()` when given.',
        '- With `waitsItsTurn`, it opens only once no other dialog or menu is open and no comment is being written.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: "It's a Match" });
    await expect(dialog).toHaveAccessibleDescription('You and Ana Lima liked each other.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithoutDescription: Story = {
  args: {
    title: 'Create New Post',
    description: undefined,
    children: <p>The composer goes here.</p>,
    footer: undefined,
  },
};

/** Opening from a trigger: focus moves into the dialog, and returns to the trigger on close. */
export const FocusReturnsToTrigger: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
