import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import NotFound from './NotFound';
import { modes } from '../../../.storybook/modes';

const meta = {
  title: 'Screens/404',
  component: NotFound,
  tags: ['screen'],
  parameters: { chromatic: { modes: modes.screen }, layout: 'fullscreen', route: '/no-such-page' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      canvas.getByText("The page you're looking for doesn't exist or may have been moved."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  },
};

export const ReturnHome: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Return Home' }));
    await expect(
      await canvas.findByRole('button', { name: 'Start Connecting Today' }),
    ).toBeVisible();
  },
};

export const GoBack: Story = {
  parameters: { route: ['/landing', '/no-such-page'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Go Back' }));
    await expect(await canvas.findByRole('button', { name: 'See How It Works' })).toBeVisible();
  },
};
