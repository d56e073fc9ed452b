import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card';

/** The two premium plans side by side, for the guidance: the yearly one highlighted, or both. */
const plans = ({ highlightBoth }: { highlightBoth: boolean }) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
    <Card highlight style={{ flex: 1 }}>
      <strong>Yearly Premium</strong> $400 per year. Save $80
    </Card>
    <Card highlight={highlightBoth} style={{ flex: 1 }}>
      <strong>Monthly Premium</strong> $40 per month
    </Card>
  </div>
);

const meta = {
  title: 'Components/Foundations/Card',
  tags: ['autodocs', 'stable'],
  component: Card,
  args: {
    as: 'article',
    children: (
      <>
        <h3>Meet People</h3>
        <p>Connect with bees from more than 80 countries who love sharing their culture.</p>
      </>
    ),
    style: { maxWidth: 360 },
  },
  parameters: {
    guidance: {
      use: 'A surface that holds one thing together: a landing benefit (Meet People), a plan, a panel. An `article` for something that stands alone, a `section` for a panel.',
      avoid:
        'For a post, an event or a plan, reach first for **PostCard**, **EventCard** or **PlanCard**, which already lay one out; for something that opens over the screen, **Dialog**.',
      do: {
        caption:
          'Highlight one card at most, such as the plan you recommend, and say why in words.',
        example: plans({ highlightBoth: false }),
      },
      dont: {
        caption: "Don't highlight every card: when all of them stand out, none does.",
        example: plans({ highlightBoth: true }),
      },
      access: [
        '- Renders the element given by `as` (a `div` unless told), with no role, focus or keyboard behaviour of its own.',
        '- `article` and `section` keep their HTML meaning; a `section` is a region landmark only once it has a name (`aria-labelledby`).',
        '- `highlight` and `elevation` are visual only: say "Most popular" in words if it matters.',
        '- It is not focusable: to open something from a card, put a link or button inside it.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Meet People');
  },
};

export const Raised: Story = { args: { elevation: 'raised' } };

export const Highlighted: Story = { args: { highlight: true, padding: 'lg' } };
