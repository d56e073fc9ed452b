import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { REFERENCE_NOW } from '../../mocks/clock';
import { TimeAgo } from './TimeAgo';

const ago = (minutes: number) => new Date(REFERENCE_NOW.getTime() - minutes * 60_000).toISOString();

const meta = {
  title: 'Components/Foundations/TimeAgo',
  tags: ['autodocs', 'stable'],
  component: TimeAgo,
  args: { now: REFERENCE_NOW, date: ago(25) },
} satisfies Meta<typeof TimeAgo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minutes: Story = {
  play: async ({ canvas, args }) => {
    const time = canvas.getByText('25m ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', args.date);
  },
};

export const Hours: Story = {
  args: { date: ago(7 * 60) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7h ago')).toBeVisible();
  },
};

export const Days: Story = {
  args: { date: ago(9 * 24 * 60) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9d ago')).toBeVisible();
  },
};
