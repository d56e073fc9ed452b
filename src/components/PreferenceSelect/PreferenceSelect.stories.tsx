import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PreferenceSelect } from './PreferenceSelect';

const meta = {
  title: 'Components/Forms/PreferenceSelect',
  tags: ['autodocs', 'stable'],
  component: PreferenceSelect,
  args: {
    name: 'theme',
    label: 'Theme',
    options: [
      { value: 'system', label: 'System' },
      { value: 'light', label: 'Light' },
      { value: 'dark', label: 'Dark' },
    ],
    value: 'system',
    onChoose: fn(),
  },
} satisfies Meta<typeof PreferenceSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Theme: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Theme' });
    await expect(select).toHaveValue('system');
    await userEvent.selectOptions(select, 'Dark');
    await expect(args.onChoose).toHaveBeenCalledWith('dark');
  },
};
