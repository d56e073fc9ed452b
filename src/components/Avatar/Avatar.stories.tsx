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
