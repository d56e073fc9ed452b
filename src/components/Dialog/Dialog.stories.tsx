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
