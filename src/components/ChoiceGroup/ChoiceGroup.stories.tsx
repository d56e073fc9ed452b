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
