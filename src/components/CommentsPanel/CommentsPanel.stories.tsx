import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { REFERENCE_NOW } from '../../mocks/referenceNow';
import { CommentsPanel } from './CommentsPanel';

const at = (minutes: number) => new Date(REFERENCE_NOW.getTime() - minutes * 60_000).toISOString();

const comments = [
  {
    id: 'cm-1',
    postId: 'p-1',
    authorId: 'u-1',
    author: 'Mariana Costa',
    content: 'My grandmother made these every Sunday. Thank you for the memory!',
    createdAt: at(95),
  },
  {
    id: 'cm-2',
    postId: 'p-1',
    authorId: 'u-2',
    author: 'Kenji Watanabe',
    content: 'Saving this for the weekend. Where did you find the cassava flour?',
    createdAt: at(12),
  },
];

const meta = {
  title: 'Components/Social/CommentsPanel',
  tags: ['autodocs', 'stable'],
  component: CommentsPanel,
  args: {
    comments,
    postTitle: 'Pão de queijo for homesick mornings',
    now: REFERENCE_NOW,
    onRetry: fn(),
    onAdd: fn(async () => undefined),
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
      use: "A post's comments, oldest first, with a field to add one. It goes under its post in **PostCard** (as `children`), open while the comment count is.",
      avoid:
        "For a private conversation with a match, use **ChatThread** and **ChatComposer**. For a post of one's own, use **CreatePostDialog**.",
      do: {
        caption:
          'Give it the post\'s title (`postTitle`): the panel is then read as "Comments on Pão de queijo for homesick mornings".',
        example: (
          <div style={{ maxWidth: '40rem' }}>
            <CommentsPanel
              comments={comments}
              postTitle="Pão de queijo for homesick mornings"
              now={REFERENCE_NOW}
              onRetry={fn()}
              onAdd={fn(async () => undefined)}
            />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't empty the field when a comment fails to send: reject from `onAdd` and say why in a toast ('Failed to add comment. Please try again.'); the text stays.",
      },
      access: [
        '- A region named "Comments on {postTitle}"; the comments are a list, each with the author\'s avatar (an image named by the author), name and time.',
        '- The field is labelled "Add a comment" (visually hidden; the placeholder shows); Enter sends. "Post comment" is disabled while the text is blank, `aria-busy` while sending.',
        '- "Loading comments…" is a status message; a failed load is an alert with a Retry button.',
        '- Near the length limit, a counter ("n / max characters") appears in a polite live region.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof CommentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithComments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mariana Costa')).toBeVisible();
    await expect(canvas.getByText('1h ago')).toBeVisible();
    await expect(canvas.getByText('12m ago')).toBeVisible();
  },
};

export const AddComment: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Add a comment');
    await userEvent.type(field, '  Count me in for the next batch!  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Count me in for the next batch!');
    await expect(field).toHaveValue('');
  },
};

export const BlankNotSent: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Add a comment');
    await userEvent.type(field, '    ');
    await expect(canvas.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const SendFailsKeepsText: Story = {
  args: { onAdd: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Add a comment');
    await userEvent.type(field, 'Lovely!{Enter}');
    await expect(args.onAdd).toHaveBeenCalled();
    await expect(field).toHaveValue('Lovely!');
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet. Start the conversation!')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { comments: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading comments…');
  },
};

export const LoadFailed: Story = {
  args: { comments: undefined, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Comments could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
