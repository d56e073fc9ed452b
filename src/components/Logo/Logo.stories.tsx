import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LEGACY_PRODUCT_NAME } from '../../brand';
import { Logo } from './Logo';

const meta = {
  title: 'Components/Foundations/Logo',
  tags: ['autodocs', 'stable'],
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeeGlobal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BeeGlobal')).toBeVisible();
  },
};

export const CultureConnect: Story = { args: { brand: LEGACY_PRODUCT_NAME } };
