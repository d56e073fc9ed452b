import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const themes = ['Brazilian', 'German', 'Indian', 'Japanese'].map((theme) => ({
  value: theme.toLowerCase(),
  label: `${theme} Culture`,
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
