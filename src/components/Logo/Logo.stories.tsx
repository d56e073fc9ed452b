import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LEGACY_PRODUCT_NAME } from '../../brand';
import { Logo } from './Logo';

const meta = {
  title: 'Components/Foundations/Logo',
  tags: ['autodocs', 'stable'],
  component: Logo,
  parameters: {
    guidance: {
      use: "The product's mark and name: in the top bar, on the landing page, on the sign-in screen.",
      avoid: "For a member's picture use **Avatar**; for any other image, **Picture**.",
      do: {
        caption: 'Show BeeGlobal, the default, wherever members meet the product.',
        example: <Logo />,
      },
      dont: {
        caption:
          "Don't show the legacy CultureConnect name anywhere but the older profile-setup flow, the one place that still uses it.",
        example: <Logo brand={LEGACY_PRODUCT_NAME} />,
      },
      access: [
        '- The hexagon mark is hidden from screen readers; the name is plain text, read as "BeeGlobal".',
        '- No role, link or focus of its own: to take members home, wrap it in a link, which the name then names.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeeGlobal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BeeGlobal')).toBeVisible();
  },
};

export const CultureConnect: Story = { args: { brand: LEGACY_PRODUCT_NAME } };
