import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChoiceChip } from './ChoiceChip';

/** The gender question's three chips, pick one, for the guidance. */
const genderChips = (name: string) =>
  [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
    { value: 'non_binary', label: 'Non-binary' },
  ].map((option) => <ChoiceChip key={option.value} type="radio" name={name} {...option} />);

const meta = {
  title: 'Components/Forms/ChoiceChip',
  tags: ['autodocs', 'stable'],
  component: ChoiceChip,
  args: { label: 'Travel', name: 'interests', value: 'Travel' },
  parameters: {
    guidance: {
      use: 'One pill-shaped choice in a row of them: a member\'s interests or languages (pick many), or their gender (pick one, `type="radio"`).',
      avoid:
        'For a titled group with its state handled, use **ChoiceGroup**, which draws these chips; for a long list such as 23 nationalities, **Select**; for one on/off setting, **Checkbox**.',
      do: {
        caption:
          'Put the chips in a `fieldset` whose `legend` asks the question; pick-one chips share one `name`.',
        example: (
          <fieldset style={{ border: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <legend>Gender</legend>
            {genderChips('guidance-gender')}
          </fieldset>
        ),
      },
      dont: {
        caption:
          "Don't line up chips with no question: sighted members guess what they answer, and screen readers are not told.",
        example: (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {genderChips('guidance-untitled')}
          </div>
        ),
      },
      access: [
        '- A real checkbox (or radio) inside its label: the label is its name; the check mark is hidden from screen readers.',
        '- Tab reaches it and Space toggles it; radios sharing a `name` are one Tab stop, and the arrow keys move the choice between them.',
        '- The focus ring is drawn around the whole chip.',
        '- The question comes only from a surrounding `fieldset` and `legend`.',
      ].join('\n'),
    },
  },
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
