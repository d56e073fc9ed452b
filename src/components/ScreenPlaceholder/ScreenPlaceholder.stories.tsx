import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenPlaceholder } from './ScreenPlaceholder';

const meta = {
  title: 'Components/ScreenPlaceholder',
  tags: ['autodocs'],
  component: ScreenPlaceholder,
  args: { title: 'Cultural Events & Meetups' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen still to be built: its title only, nothing that pretends to work. */
export const TitleOnly: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
