import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PremiumBadge } from './PremiumBadge';

const meta = {
  title: 'Components/Premium/PremiumBadge',
  tags: ['autodocs', 'stable'],
  component: PremiumBadge,
  parameters: {
    guidance: {
      use: "Marks a premium member: beside the logo in the dashboard's top bar, and on their own profile.",
      avoid:
        'For other short statuses (Beta, Online, Going!), use **Badge**. To offer the premium plan, use **PlanCard**.',
      do: {
        caption: "Place it right after what it qualifies, such as the member's name.",
        example: (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <strong>Lucía Hernández</strong>
            <PremiumBadge />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't make it a button or a link to the subscription page: it is a status, not an action.",
      },
      access: [
        '- The word "Premium" in a plain `span`; the crown icon is hidden from screen readers.',
        "- No role and nothing to focus: it is read as its word where it sits, e.g. after the member's name.",
      ].join('\n'),
    },
  },
} satisfies Meta<typeof PremiumBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The crown is decoration: the badge reads as its word alone.
    await expect(canvas.getByText('Premium')).toBeVisible();
    await expect(canvas.getByText('Premium').querySelector('svg')).toHaveAttribute('aria-hidden');
  },
};
