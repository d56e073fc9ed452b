import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RsvpActions } from './RsvpActions';

const calendar = {
  href: 'data:text/calendar;charset=utf-8,',
  fileName: 'samba-feijoada-night.ics',
};

const meta = {
  title: 'Components/Events/RsvpActions',
  tags: ['autodocs', 'stable'],
  component: RsvpActions,
  args: {
    status: 'pending',
    full: false,
    onRespond: fn(),
    calendar,
  },
  parameters: {
    guidance: {
      use: "The member's answer in an event's detail view, from where they stand: pending offers I'm Going! and Can't Make It; going shows Going!, Add to calendar and Cancel RSVP; declined offers Changed My Mind!.",
      avoid:
        'To show how full the event is, use **Attendance**. To open an event from the list, use **EventCard**.',
      do: {
        caption:
          "When the event is full, pass `full`: I'm Going! is disabled and the reason is written beside it.",
        example: <RsvpActions status="pending" full onRespond={fn()} calendar={calendar} />,
      },
      dont: {
        caption:
          'Don\'t ask "Are you sure?" before an answer: each can be changed back (Cancel RSVP, Changed My Mind!).',
      },
      access: [
        '- A region named "RSVP"; the status ("Will you be there?", "You\'re on the guest list.", "You said you can\'t make it.") is text above the buttons.',
        '- When the event is full, I\'m Going! or Changed My Mind! is `disabled` (out of the Tab order) and described by "This event is full, so no more places can be taken.", also shown as text.',
        "- Add to calendar is a link that downloads the event's .ics file: styled as a button, read as a link.",
        '- The component announces nothing when the status changes: the screen should say what happened (the events screen shows a toast).',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof RsvpActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Will you be there?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "I'm Going!" }));
    await expect(args.onRespond).toHaveBeenLastCalledWith('confirmed');
    await userEvent.click(canvas.getByRole('button', { name: "Can't Make It" }));
    await expect(args.onRespond).toHaveBeenLastCalledWith('declined');
    await expect(canvas.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  },
};

export const Confirmed: Story = {
  args: { status: 'confirmed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Going!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'download',
      'samba-feijoada-night.ics',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel RSVP' }));
    await expect(args.onRespond).toHaveBeenCalledTimes(1);
    await expect(args.onRespond).toHaveBeenCalledWith('declined');
    await expect(canvas.queryByRole('button', { name: "I'm Going!" })).toBeNull();
  },
};

export const Declined: Story = {
  args: { status: 'declined' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Changed My Mind!' }));
    await expect(args.onRespond).toHaveBeenCalledTimes(1);
    await expect(args.onRespond).toHaveBeenCalledWith('confirmed');
  },
};

export const FullWhilePending: Story = {
  args: { full: true },
  play: async ({ canvas, args }) => {
    const going = canvas.getByRole('button', { name: "I'm Going!" });
    await expect(going).toBeDisabled();
    await expect(going).toHaveAccessibleDescription(
      'This event is full, so no more places can be taken.',
    );
    await userEvent.click(going, { pointerEventsCheck: 0 });
    await expect(args.onRespond).not.toHaveBeenCalled();
  },
};

export const FullAfterDeclining: Story = {
  args: { status: 'declined', full: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Changed My Mind!' })).toBeDisabled();
    await expect(
      canvas.getByText('This event is full, so no more places can be taken.'),
    ).toBeVisible();
  },
};

export const FullButGoing: Story = {
  args: { status: 'confirmed', full: true },
  play: async ({ canvas }) => {
    // Their own seat is safe: no full notice, and they may still cancel.
    await expect(canvas.queryByText(/This event is full/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel RSVP' })).toBeEnabled();
  },
};
