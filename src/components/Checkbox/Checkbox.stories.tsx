import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Forms/Checkbox',
  tags: ['autodocs', 'stable'],
  component: Checkbox,
  args: { label: 'Interested in cultural events' },
  parameters: {
    guidance: {
      use: "A single yes-or-no setting with its label, like the older profile-setup flow's 'Interested in cultural events'.",
      avoid:
        'To pick several from a list (interests, languages) use **ChoiceGroup**, or **ChoiceGroup** with `type="radio"` for one of a few; for a browser preference such as Theme, **PreferenceSelect**.',
      do: {
        caption: 'Word the label as what is true when it is ticked.',
        example: <Checkbox label="Interested in immigration news" />,
      },
      dont: {
        caption:
          "Don't word it as a negative: a tick on 'Don't hide cultural trivia' leaves members untangling what they chose.",
        example: <Checkbox label="Don't hide cultural trivia" />,
      },
      access: [
        '- A native checkbox inside its `<label>`: the label is its name, and a click anywhere on the row toggles it.',
        '- Tab reaches it and Space ticks or unticks it; `disabled` is native and takes it out of the tab order.',
        '- It has no hint or error of its own: for a tick that is required, show a **FieldError** beside it.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Interested in cultural events' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Interested in cultural events'));
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true } };
