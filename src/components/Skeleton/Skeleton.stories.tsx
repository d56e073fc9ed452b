import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Feedback/Skeleton',
  tags: ['autodocs', 'stable'],
  component: Skeleton,
  parameters: {
    guidance: {
      use: 'Grey stand-ins shaped like the content on its way (an avatar circle, a title line, an image block) while a post, a card or a profile loads.',
      avoid:
        "For a pressed button's wait use its `loading`; for measured progress, **ProgressBar**; when loading fails or finds nothing, **EmptyState**.",
      do: {
        caption: 'Shape them like the content, in a `role="status"` region named for it.',
        example: (
          <div
            role="status"
            aria-label="Loading post"
            style={{ display: 'grid', gap: 8, width: 240 }}
          >
            <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
            <Skeleton width="60%" />
            <Skeleton shape="block" height="5rem" />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't show a lone block with nothing around it: it hints at no shape, and screen readers hear nothing.",
        example: <Skeleton shape="block" height="8rem" />,
      },
      access: [
        '- Each skeleton is hidden from screen readers (`aria-hidden`) and is not focusable.',
        '- It announces nothing itself: the region around it must say what is loading.',
        '- Its pulse stops when the device asks for reduced motion (inside a **BeeGlobalProvider**).',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div role="status" aria-label="Loading post" style={{ display: 'grid', gap: 12, width: 320 }}>
      <Skeleton shape="circle" width="3rem" height="3rem" />
      <Skeleton width="60%" height="1.25rem" />
      <Skeleton />
      <Skeleton shape="block" height="8rem" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Hidden from assistive technology; the region around it says what is loading.
    const region = canvas.getByRole('status', { name: 'Loading post' });
    await expect(region.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  },
};
