import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Attendance } from './Attendance';

const meta = {
  title: 'Components/Events/Attendance',
  tags: ['autodocs', 'stable'],
  component: Attendance,
  args: { currentAttendees: 49, maxAttendees: 100 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Attendance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour's level, as the component marks it for its styles. */
const level = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-level]')!.getAttribute('data-level');

export const Below50Percent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('49 / 100')).toBeVisible();
    await expect(canvas.getByText('Spots open')).toBeVisible();
    await expect(level(canvasElement)).toBe('open');
  },
};

export const At50Percent: Story = {
  args: { currentAttendees: 50 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('50 / 100')).toBeVisible();
    await expect(canvas.getByText('Filling up')).toBeVisible();
    await expect(level(canvasElement)).toBe('filling');
  },
};

export const At79Percent: Story = {
  args: { currentAttendees: 79 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Filling up')).toBeVisible();
    await expect(level(canvasElement)).toBe('filling');
  },
};

export const At80Percent: Story = {
  args: { currentAttendees: 80 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('80 / 100')).toBeVisible();
    await expect(canvas.getByText('Almost full')).toBeVisible();
    await expect(level(canvasElement)).toBe('almostFull');
  },
};

export const Full: Story = {
  args: { currentAttendees: 25, maxAttendees: 25 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('25 / 25')).toBeVisible();
    await expect(canvas.getByText('Full')).toBeVisible();
    await expect(level(canvasElement)).toBe('almostFull');
  },
};
