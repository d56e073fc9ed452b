import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CreatePostDialog } from './CreatePostDialog';

const meta = {
  title: 'Components/Social/CreatePostDialog',
  tags: ['autodocs', 'stable'],
  component: CreatePostDialog,
  args: { open: true, onOpenChange: fn(), onPublish: fn(async () => undefined) },
  parameters: {
    guidance: {
      use: "'Create New Post': a story, event or news post for the feed, opened from the feed's composer prompt. Choosing Event reveals location, cultural theme, date, time, price and max attendees.",
      avoid:
        "To answer someone else's post, use **CommentsPanel**. To change one's own profile, use **EditProfileDialog**.",
      do: {
        caption:
          'Open it with the type the member asked for (`initialType="event"` from the composer\'s Event button), so the event fields are there from the start.',
      },
      dont: {
        caption:
          "Don't close it when publishing fails: reject from `onPublish` and say why in a toast ('Failed to create post. Please try again.'); the dialog stays open with everything typed.",
      },
      access: [
        '- `role="dialog"` named "Create New Post"; focus starts on Type and stays inside; Escape, Close and Cancel close it and clear the form; focus then returns to the opener.',
        '- Every field has a visible label; Title and Content are `required`; the event fields are a group named "Event details", present only for events.',
        '- On Publish with Title or Content blank, an alert says "Please fill in all required fields", the blank field gets `aria-invalid` and takes focus; a wrong price or max attendees shows its error as an alert tied to the field.',
        '- While publishing, Publish is `aria-busy` and stays focusable.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof CreatePostDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (label: string) => screen.getByLabelText(label);

export const StoryType: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('dialog', { name: 'Create New Post' })).toBeVisible();
    await expect(field('Type')).toHaveValue('story');
    await expect(field('Visibility')).toHaveValue('GLOBAL');
    await expect(screen.queryByLabelText('Location')).toBeNull();
    await userEvent.type(field('Title'), 'Learning to make mole with my abuela');
    await userEvent.type(
      field('Content'),
      'Three days, twenty ingredients, one very patient teacher.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledWith({
      type: 'STORY',
      title: 'Learning to make mole with my abuela',
      content: 'Three days, twenty ingredients, one very patient teacher.',
      image: undefined,
      visibility: 'GLOBAL',
      location: undefined,
      culturalTheme: undefined,
      eventDetails: undefined,
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EventType: Story = {
  args: { initialType: 'event' },
  play: async ({ args }) => {
    // The event type reveals its own fields, with price 0 and 50 places to start with.
    await expect(field('Price ($)')).toHaveValue(0);
    await expect(field('Price ($)')).toHaveAttribute('min', '0');
    await expect(field('Price ($)')).toHaveAttribute('step', '0.01');
    await expect(field('Max Attendees')).toHaveValue(50);
    await expect(field('Max Attendees')).toHaveAttribute('min', '1');
    await userEvent.type(field('Title'), 'Holi colours in the park');
    await userEvent.type(field('Content'), 'Bring white clothes and a friend. Colours provided.');
    await userEvent.selectOptions(field('Visibility'), 'CONNECTIONS');
    await userEvent.type(field('Location'), 'Austin, TX');
    await userEvent.type(field('Cultural Theme'), 'Indian');
    await userEvent.type(field('Date'), '2026-07-12');
    await userEvent.type(field('Time'), '14:30');
    await userEvent.clear(field('Price ($)'));
    await userEvent.type(field('Price ($)'), '7.50');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledWith({
      type: 'EVENT',
      title: 'Holi colours in the park',
      content: 'Bring white clothes and a friend. Colours provided.',
      image: undefined,
      visibility: 'CONNECTIONS',
      location: 'Austin, TX',
      culturalTheme: 'Indian',
      eventDetails: { date: '2026-07-12', time: '14:30', price: 7.5, maxAttendees: 50 },
    });
  },
};

export const EventFieldsShown: Story = {
  args: { initialType: 'event' },
  play: async () => {
    await userEvent.type(field('Title'), 'Día de Muertos altar workshop');
    await userEvent.type(field('Location'), 'San Antonio, TX');
    await userEvent.type(field('Cultural Theme'), 'Mexican');
    // Switching to a story hides the event fields; back to an event shows them, as typed.
    await userEvent.selectOptions(field('Type'), 'story');
    await expect(screen.queryByLabelText('Location')).toBeNull();
    await userEvent.selectOptions(field('Type'), 'event');
    await expect(field('Location')).toHaveValue('San Antonio, TX');
    screen.getByRole('group', { name: 'Event details' }).scrollIntoView();
  },
};

export const NewsType: Story = {
  args: { initialType: 'news' },
  play: async ({ args }) => {
    await expect(field('Type')).toHaveValue('news');
    await userEvent.type(field('Title'), 'Free citizenship classes at the library');
    await userEvent.type(field('Content'), 'Tuesdays at six, all levels welcome.');
    await userEvent.type(field('Image URL (optional)'), '/images/library.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'NEWS', image: '/images/library.jpg' }),
    );
  },
};

export const RequiredFieldsMissing: Story = {
  play: async ({ args }) => {
    await userEvent.type(field('Title'), '   ');
    await userEvent.type(field('Content'), 'A story without a title');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(args.onPublish).not.toHaveBeenCalled();
    // Nothing typed is lost, and the field to fix has focus.
    await expect(field('Content')).toHaveValue('A story without a title');
    await expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Title')).toHaveFocus();
  },
};

export const PublishFailsStaysFilled: Story = {
  args: { onPublish: fn(async () => Promise.reject(new Error('Request failed'))) },
  play: async ({ args }) => {
    await userEvent.type(field('Title'), 'Lunar New Year dumpling party');
    await userEvent.type(field('Content'), 'We fold, we eat, we fold some more.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(field('Title')).toHaveValue('Lunar New Year dumpling party');
  },
};

export const CancelResets: Story = {
  play: async ({ args }) => {
    await userEvent.type(field('Title'), 'Half a thought');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // The dialog is still open in this story (its parent decides): the form has started afresh.
    await expect(field('Title')).toHaveValue('');
  },
};
