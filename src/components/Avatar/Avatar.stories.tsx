import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar';

// A local, generated photo: stories never load remote images.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#fbdd8c"/><circle cx="48" cy="38" r="18" fill="#9a5b00"/><ellipse cx="48" cy="92" rx="32" ry="28" fill="#9a5b00"/></svg>',
  );

const meta = {
  title: 'Components/Foundations/Avatar',
  tags: ['autodocs', 'stable'],
  component: Avatar,
  args: { name: 'Ana Lima' },
  parameters: {
    guidance: {
      use: "A member's face: small in comments and post bylines, medium in the conversation list, large in the match dialog. Their photo, or their initials when there is none or it fails to load.",
      avoid:
        "For an event's or a post's image use **Picture**, which is described by its `alt`; for the product's mark, **Logo**.",
      do: {
        caption:
          "Give the member's full name: it draws the initials and is what screen readers say.",
        example: <Avatar name="Kenji Sato" />,
      },
      dont: {
        caption:
          "Don't pass a generic word such as 'Member': every bee gets the same initial and the same spoken name.",
        example: <Avatar name="Member" />,
      },
      access: [
        '- One image (`role="img"`) named by `name`, photo or initials alike: the photo has empty alt text and the initials are hidden from screen readers.',
        '- Not focusable, with no keyboard behaviour: to open a profile, put it inside a link or button.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  args: { src: photo, size: 'lg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ana Lima' });
    await expect(avatar.querySelector('img')).not.toBeNull();
  },
};

export const InitialsFallback: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ana Lima' })).toHaveTextContent('AL');
  },
};

export const BrokenPhotoFallsBackToInitials: Story = {
  args: { name: 'Kenji Sato', src: '/missing-photo.png', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('KS')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm', src: photo } };
