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
  parameters: {
    guidance: {
      use: "How full an event is: 'attending / max' with a word and a bar: Spots open (green, below 50%), Filling up (yellow, 50% to under 80%), Almost full (red, from 80%) or Full.",
      avoid:
        'To answer the event, use **RsvpActions**. For progress through steps, such as the signup wizard, use **ProgressBar**.',
      do: {
        caption:
          'Show it whole: the word and its icon say the level, so colour is never the only sign.',
        example: (
          <div style={{ display: 'grid', gap: 12, maxWidth: '20rem' }}>
            <Attendance currentAttendees={12} maxAttendees={50} />
            <Attendance currentAttendees={30} maxAttendees={50} />
            <Attendance currentAttendees={45} maxAttendees={50} />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't show the bar or a coloured count on its own to save space: without the word, the level is colour alone.",
      },
      access: [
        '- Text only, nothing to focus: "126 / 150 attending" and the level\'s word ("Almost full").',
        '- The bar and the icons are hidden from screen readers; the words carry the meaning.',
        '- Not a live region: a changed count is not announced.',
      ].join('\n'),
    },
  },
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
