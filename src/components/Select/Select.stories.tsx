import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const themes = ['Brazilian', 'German', 'Indian', 'Japanese'].map((theme) => ({
  value: theme.toLowerCase(),
  label: `${theme} Culture`,
}));

/** Signup's relationship goals: too few for a select (the guidance's don't). */
const goals = ['Relationship', 'Cultural Exchange', 'Both'].map((goal) => ({
  value: goal,
  label: goal,
}));

const meta = {
  title: 'Components/Forms/Select',
  tags: ['autodocs', 'stable'],
  component: Select,
  args: {
    label: 'Cultural theme',
    options: [{ value: 'all', label: 'All Cultures' }, ...themes],
    onChange: fn(),
  },
  parameters: {
    guidance: {
      use: 'One answer from a list too long to show at once: nationality, cultural theme. A labelled native select, so phones show their own picker.',
      avoid:
        'For one of a few options show them all with **ChoiceGroup** (`type="radio"`); for several answers, **ChoiceGroup**; for a browser preference at the edge of a page, **PreferenceSelect**.',
      do: {
        caption: 'Use it for a longer list, under a visible label.',
        example: <Select label="Cultural theme" options={themes} />,
      },
      dont: {
        caption:
          "Don't hide three options behind a select: members must open it to compare them. Show them with **ChoiceGroup**.",
        example: <Select label="Relationship goal" options={goals} />,
      },
      access: [
        "- A native `<select>` with its visible label tied to it: the platform's own picker and keys (arrows, typing a letter).",
        '- `hint` and `error` are linked as its description; an error also sets `aria-invalid` and is announced as an alert.',
        '- `placeholder` is an empty first option that stays selectable, so check for an empty value.',
        '- The chevron is hidden from screen readers.',
      ].join('\n'),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByLabelText('Cultural theme');
    await userEvent.selectOptions(select, 'Japanese Culture');
    await expect(select).toHaveValue('japanese');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Nationality',
    placeholder: 'Select your nationality',
    options: [{ value: 'Brazilian', label: 'Brazilian' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nationality')).toHaveValue('');
  },
};

export const WithError: Story = {
  args: {
    label: 'Nationality',
    placeholder: 'Select your nationality',
    error: 'Please choose your nationality',
    options: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nationality')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true } };
