import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldError } from './FieldError';

const meta = {
  title: 'Components/Forms/FieldError',
  tags: ['autodocs', 'stable'],
  component: FieldError,
  args: { children: 'Please fill in all required fields' },
  parameters: {
    guidance: {
      use: 'An error that belongs to part of a form but to no single text box: no photo added, a box left unticked, an upload that failed (as **PhotoPicker** shows).',
      avoid:
        'For a **TextField**, **TextArea** or **Select**, pass `error` instead: it draws this same message and ties it to the control. For a request that failed, a toast (**Toaster**) or **EmptyState**.',
      do: {
        caption: "Say what to do about it, in the product's words.",
        example: <FieldError>Please upload at least one photo</FieldError>,
      },
      dont: {
        caption:
          "Don't just say something is wrong: 'Invalid' leaves the member guessing what to fix.",
        example: <FieldError>Invalid</FieldError>,
      },
      access: [
        '- `role="alert"`: screen readers announce the message as soon as it is added to the page, interrupting what they were reading. It does not move focus.',
        "- On its own it is tied to no control: give it an `id` and point the control's `aria-describedby` at it. The form fields do this for you, and set `aria-invalid`.",
        '- The warning icon is hidden from screen readers; the words alone carry the message.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  },
};
