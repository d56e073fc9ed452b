import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Picture } from './Picture';

const meta = {
  title: 'Components/Foundations/Picture',
  tags: ['autodocs', 'stable'],
  component: Picture,
  parameters: {
    guidance: {
      use: "An event's or a post's image, which may be missing or fail to load: it keeps its size and shows a neutral placeholder instead of the browser's broken-image icon.",
      avoid:
        "For a member's face use **Avatar**, which falls back to initials; for the product's mark, **Logo**.",
      do: {
        caption:
          "Describe what the picture shows for someone who can't see it ('Dancers at the Samba & Feijoada Night'), or give `alt=\"\"` when the text beside it says it all.",
      },
      dont: {
        caption:
          "Don't write 'image', 'photo' or a file name as its `alt`, or repeat the title printed beside it.",
      },
      access: [
        '- An `<img>` with your `alt`; with `alt=""` screen readers pass it by.',
        '- A missing or failed image becomes a placeholder named by the same `alt` (`role="img"`), or hidden from screen readers when `alt` is empty.',
        '- Not focusable and not draggable; it has no keyboard behaviour.',
      ].join('\n'),
    },
  },
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
