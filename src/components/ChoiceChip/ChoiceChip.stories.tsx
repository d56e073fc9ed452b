import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChoiceChip } from './ChoiceChip';

const meta = {
  title: 'Components/Forms/ChoiceChip',
  tags: ['autodocs', 'stable'],
  component: ChoiceChip,
  args: { label: 'Travel', name: 'interests', value: 'Travel' },
} satisfies Meta<typeof ChoiceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {
  play: async ({ canvas, userEvent }) => {
    const chip = canvas.getByRole('checkbox', { name: 'Travel' });
    await userEvent.click(chip);
    await expect(chip).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(chip).not.toBeChecked();
  },
};

export const Selected: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const PickOne: Story = {
  render: () => (
    <fieldset style={{ border: 0, padding: 0, display: 'flex', gap: 8 }}>
      <legend>Gender</legend>
      <ChoiceChip type="radio" name="gender" value="male" label="Male" />
      <ChoiceChip type="radio" name="gender" value="female" label="Female" />
      <ChoiceChip type="radio" name="gender" value="non_binary" label="Non-binary" />
    </fieldset>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Non-binary' }));
    await expect(canvas.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Non-binary' })).toBeChecked();
  },
};

export const PickMany: Story = {
  render: () => (
    <fieldset
      style={{ border: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 360 }}
    >
      <legend>Interests</legend>
      {['Travel', 'Food & Cooking', 'Music', 'Dancing', 'Art', 'Photography'].map(
        (interest, index) => (
          <ChoiceChip
            key={interest}
            name="interests"
            value={interest}
            label={interest}
            defaultChecked={index < 3}
          />
        ),
      )}
    </fieldset>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
  },
};
