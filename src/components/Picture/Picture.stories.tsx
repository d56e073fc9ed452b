import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Picture } from './Picture';

const meta = {
  title: 'Components/Foundations/Picture',
  tags: ['autodocs', 'stable'],
  component: Picture,
  decorators: [
    (Story) => (
      <div style={{ width: 240, height: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

const sunset =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160"><rect width="240" height="160" fill="#f7bd2f"/><circle cx="120" cy="110" r="40" fill="#c52a1f"/></svg>',
  );

export const Loaded: Story = {
  args: { src: sunset, alt: 'Sunset over the harbour' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Sunset over the harbour' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const Unreachable: Story = {
  // A URL that never answers with an image: the placeholder takes its place.
  args: { src: '/images/not-here.jpg', alt: 'Festival crowd' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Festival crowd' }).tagName).toBe('SPAN'),
    );
  },
};

export const Missing: Story = {
  args: { src: null, alt: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
