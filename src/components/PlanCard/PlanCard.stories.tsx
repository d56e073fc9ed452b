import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlanCard, type PlanCardProps } from './PlanCard';

const yearly: PlanCardProps = {
  group: 'plan',
  value: 'yearly',
  title: 'Yearly Premium',
  price: '$400',
  per: 'per year',
  description: 'A whole year of premium, for the price of ten months.',
  savings: 'Save $80',
  features: ['All monthly features', 'Priority matching algorithm', 'Read receipts'],
  checked: true,
  onChange: fn(),
};

const monthly: PlanCardProps = {
  ...yearly,
  value: 'monthly',
  title: 'Monthly Premium',
  price: '$40',
  per: 'per month',
  description: 'Every premium feature, month to month.',
  savings: undefined,
  features: ['Unlimited matches', 'AI conversation starters', 'Advanced filters'],
  checked: false,
};

/** What a pointer pressed at the middle of `element` actually hits. */
const underPointer = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) as HTMLElement;
};

const meta = {
  title: 'Components/Premium/PlanCard',
  tags: ['autodocs', 'stable'],
  component: PlanCard,
  args: yearly,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {
  play: async ({ canvas }) => {
    const radio = canvas.getByRole('radio', { name: 'Yearly Premium' });
    await expect(radio).toBeChecked();
    await expect(radio).toHaveAccessibleDescription('$400 per year, Save $80');
    await expect(canvas.getByRole('list', { name: 'Yearly Premium features' })).toBeVisible();
  },
};

export const NotChosen: Story = {
  args: monthly,
  play: async ({ canvas, args }) => {
    const radio = canvas.getByRole('radio', { name: 'Monthly Premium' });
    await expect(radio).not.toBeChecked();
    await expect(radio).toHaveAccessibleDescription('$40 per month');
    // A click anywhere on the card chooses it, not only on the round button: what is under the
    // pointer on a feature is the plan's label, stretched over the card.
    await userEvent.click(underPointer(canvas.getByText('Advanced filters')));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Two cards sharing a group are one choice: arrow keys move it, as with any radio group. */
export const GroupByKeyboard: Story = {
  render: () => {
    const [chosen, setChosen] = useState('yearly');
    return (
      <fieldset style={{ display: 'grid', gap: '1rem', border: 0, padding: 0, margin: 0 }}>
        <legend>Plan</legend>
        {[monthly, yearly].map((plan) => (
          <PlanCard
            key={plan.value}
            {...plan}
            checked={chosen === plan.value}
            onChange={() => setChosen(plan.value)}
          />
        ))}
      </fieldset>
    );
  },
  play: async ({ canvas }) => {
    const yearlyRadio = canvas.getByRole('radio', { name: 'Yearly Premium' });
    await userEvent.tab();
    await expect(yearlyRadio).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const monthlyRadio = canvas.getByRole('radio', { name: 'Monthly Premium' });
    await expect(monthlyRadio).toHaveFocus();
    await expect(monthlyRadio).toBeChecked();
    await expect(yearlyRadio).not.toBeChecked();
  },
};
