import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup';

type PickManyProps = Extract<ChoiceGroupProps, { type?: 'checkbox' }>;
type PickOneProps = Extract<ChoiceGroupProps, { type: 'radio' }>;

/** Holds the chosen values the way a form does, so choosing can be played. */
function PickManyForm(props: PickManyProps) {
  const [value, setValue] = useState(props.value);
  const onChange = (next: string[]) => {
    setValue(next);
    props.onChange(next);
  };
  return <ChoiceGroup {...props} value={value} onChange={onChange} />;
}

function PickOneForm(props: PickOneProps) {
  const [value, setValue] = useState(props.value);
  const onChange = (next: string) => {
    setValue(next);
    props.onChange(next);
  };
  return <ChoiceGroup {...props} value={value} onChange={onChange} />;
}

/** The guidance's examples: a pick-many group with its rule in the hint; a list too long for chips. */
const interestsExample = (
  <PickManyForm
    legend="Interests"
    name="guidance-interests"
    hint="Pick at least 3"
    options={['Travel', 'Food & Cooking', 'Music', 'Dancing', 'Art', 'Photography']}
    value={['Travel', 'Music']}
    onChange={() => {}}
  />
);
const nationalityExample = (
  <PickOneForm
    type="radio"
    legend="Nationality"
    name="guidance-nationality"
    options={[
      ...['Brazilian', 'Mexican', 'Indian', 'Chinese', 'German', 'French', 'Italian', 'Japanese'],
      ...['Korean', 'Russian', 'Canadian', 'British', 'Australian', 'Spanish', 'Portuguese'],
      ...['Dutch', 'Swedish', 'Norwegian', 'Polish', 'Turkish', 'Egyptian', 'Nigerian', 'Other'],
    ]}
    value=""
    onChange={() => {}}
  />
);

const meta = {
  title: 'Components/Forms/ChoiceGroup',
  tags: ['autodocs', 'stable'],
  component: ChoiceGroup,
  render: (args) =>
    args.type === 'radio' ? <PickOneForm {...args} /> : <PickManyForm {...args} />,
  args: {
    legend: 'Languages you speak',
    name: 'languages',
    options: ['English', 'Spanish', 'Japanese', 'Arabic'],
    value: [],
    onChange: fn(),
  },
  parameters: {
    guidance: {
      use: 'A question answered with chips: pick many (interests, languages) or, with `type="radio"`, pick one of a few (gender, relationship goal).',
      avoid:
        'For one answer from a long list (nationality, cultural theme) use **Select**; for a single on/off setting, **Checkbox**.',
      do: {
        caption:
          "Ask the question in the legend and give the rule in the hint, as signup's interests do.",
        example: interestsExample,
      },
      dont: {
        caption:
          "Don't lay out a long single-answer list as chips: 23 nationalities are a wall to scan. Use **Select**.",
        example: nationalityExample,
      },
      access: [
        '- A `fieldset` whose `legend` names the group; each option is a real checkbox (pick many) or radio (pick one), named by its label.',
        '- Pick many: each chip is a Tab stop and Space toggles it. Pick one: the group is one Tab stop and the arrow keys move the choice.',
        '- The hint is a polite live region: when its text changes (a count, say), screen readers announce it. It is not linked to the inputs as their description.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickMany: Story = {
  args: { hint: 'Pick as many as you like' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Languages you speak' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Spanish' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Arabic' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Spanish', 'Arabic']);
    // Choosing again takes the choice back.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Spanish' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Arabic']);
    await expect(canvas.getByRole('checkbox', { name: 'Arabic' })).toBeChecked();
  },
};

export const PickOne: Story = {
  args: {
    type: 'radio',
    legend: 'Relationship Goal',
    name: 'relationshipGoal',
    options: [
      { value: 'relationship', label: 'Relationship' },
      { value: 'cultural_exchange', label: 'Cultural Exchange' },
      { value: 'both', label: 'Both' },
    ],
    value: 'both',
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Both' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Relationship' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('relationship');
    // Arrow keys move through a pick-one group.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Cultural Exchange' })).toBeChecked();
  },
};
