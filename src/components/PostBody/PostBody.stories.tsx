import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { feedPosts } from '../../mocks/fixtures';
import { PostBody } from './PostBody';

const withPicture = feedPosts().find((post) => post.image !== null)!;

const meta = {
  title: 'Components/Social/PostBody',
  tags: ['autodocs', 'stable'],
  component: PostBody,
  args: {
    titleId: 'post-title',
    title: withPicture.title,
    content: withPicture.content,
    image: withPicture.image,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const title = canvas.getByRole('heading', { level: 3, name: args.title });
    // The card around the body names itself by this id.
    await expect(title).toHaveAttribute('id', args.titleId);
    await expect(canvas.getByText(args.content)).toBeVisible();
    // The picture illustrates the text; it adds nothing to read out.
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('src', args.image);
    await expect(picture).toHaveAttribute('alt', '');
  },
};

export const TextOnly: Story = {
  args: { image: null },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const UnreachablePicture: Story = {
  // A picture URL that answers 404: a neutral placeholder of the same size, never a broken image.
  args: { image: '/images/missing-photo.jpg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

export const LongWordsWrap: Story = {
  // A long compound word or hashtag wraps inside the card instead of widening it.
  args: {
    title: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenausstellungseröffnungsfeier tonight',
    content:
      'Tag your photos #HafenGeburtstagFeuerwerkUndLichterfahrtAufDerElbeMitFreundenUndNachbarnAusAllerWelt',
    image: null,
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.firstElementChild!.firstElementChild!;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
  },
};
