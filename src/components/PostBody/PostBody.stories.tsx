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
  parameters: {
    guidance: {
      use: 'What a post says, wherever it is shown: its title (an h3), its text, and its picture if it has one. **PostCard** and **ProfilePostCard** are built on it.',
      avoid:
        'For a whole post with its author, type, facts and actions, use **PostCard** in the feed or **ProfilePostCard** on a profile.',
      do: {
        caption:
          'Name what wraps it by its title: give the wrapper `aria-labelledby` with the same id as `titleId`, as the cards do.',
        example: (
          <article aria-labelledby="post-body-guidance-title" style={{ maxWidth: '40rem' }}>
            <PostBody
              titleId="post-body-guidance-title"
              title={withPicture.title}
              content={withPicture.content}
              image={withPicture.image}
            />
          </article>
        ),
      },
      dont: {
        caption:
          "Don't place it where an h3 would skip a level (straight under the page's h1): its title is always an h3.",
      },
      access: [
        '- The title is an h3 with the id you give (`titleId`), so a card can be named, or a button described, by it.',
        '- The picture is decorative (empty alt); a picture that fails to load becomes a placeholder hidden from screen readers.',
        '- Title and text are `dir="auto"`: a post written in Arabic reads right to left in any interface language.',
        '- Nothing in it takes focus.',
      ].join('\n'),
    },
  },
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
