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
  parameters: {
    guidance: {
      use: "A preference of the browser's, Theme or Language, at the edge of a page (the landing and sign-in footers): label and select on one small line.",
      avoid:
        'For a question in a form use **Select**, which has a hint and an error. Signed-in members find the same choices in the profile **Menu**.',
      do: {
        caption: "Keep the label to a word ('Theme', 'Language') and the options to a few.",
      },
      dont: {
        caption:
          "Don't use it inside a form: it has no hint or error, and what it picks applies at once, with no Save.",
      },
      access: [
        "- A native `<select>` with its visible label tied to it: the platform's own picker and keys.",
        '- `onChoose` runs on every change, so a choice applies as soon as it is made.',
        '- No hint, error or description is linked to it; the chevron is hidden from screen readers.',
      ].join('\n'),
    },
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
