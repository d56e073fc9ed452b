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

/** The two plans as the subscription screen offers them, one choice: for the guidance. */
function PlanChoice() {
  const [chosen, setChosen] = useState('yearly');
  return (
    <fieldset style={{ display: 'grid', gap: '1rem', border: 0, padding: 0, margin: 0 }}>
      <legend>Choose Your Premium Plan</legend>
      {[monthly, yearly].map((plan) => (
        <PlanCard
          key={plan.value}
          {...plan}
          group="guidance-plan"
          checked={chosen === plan.value}
          onChange={() => setChosen(plan.value)}
        />
      ))}
    </fieldset>
  );
}

const meta = {
  title: 'Components/Premium/PlanCard',
  tags: ['autodocs', 'stable'],
  component: PlanCard,
  args: yearly,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  parameters: {
    guidance: {
      use: 'A premium plan as one choice among several: title, price and period, savings, description and features. Cards sharing one `group` name are one radio group.',
      avoid:
        'For a single yes/no option, use **Checkbox**; for a pick-one list of short words, **ChoiceGroup** with `type="radio"`. To show that a member is premium, use **PremiumBadge**.',
      do: {
        caption:
          'Put the plans in a fieldset with a legend, one `group` for all, the yearly plan chosen to start with.',
        example: <PlanChoice />,
      },
      dont: {
        caption:
          "Don't give each card a `group` of its own: they stop being one choice, and the arrow keys no longer move between plans.",
      },
      access: [
        '- Each card is a real radio input named by the plan\'s title and described by its price in one phrase ("$400 per year, Save $80"); a click anywhere on the card chooses it.',
        '- Cards sharing `group` are one radio group: Tab reaches the chosen plan, the arrow keys move the choice.',
        '- The features are a list named "{title} features"; the check marks are hidden.',
        "- The group's own name comes from your fieldset's legend: the card adds none.",
      ].join('\n'),
    },
  },
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
