import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoMember } from '../../mocks/storySessions';
import { callFails } from '../../mocks/storyScenarios';
import Profile from './Profile';
import { CONFIRM_DELETE, DELETE_FAILED, DELETED } from './ProfilePosts';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

const meta = {
  title: 'Screens/Profile/Delete',
  component: Profile,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/profile',
    session: demoMember(),
  },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const EVENT_TITLE = 'Ramen cooking night';

const postList = (canvas: Canvas) => canvas.findByRole('list', { name: 'Posts by Sam' });
const eventPost = async (canvas: Canvas) =>
  within(await postList(canvas))
    .getByRole('heading', { name: EVENT_TITLE })
    .closest('article')!;
const postsStat = (canvas: Canvas) =>
  Number(canvas.getByText('Posts', { selector: 'dt' }).nextElementSibling!.textContent);

/** Presses Delete on the demo member's event and returns the question it asks. */
async function askToDelete(canvas: Canvas) {
  const post = await eventPost(canvas);
  await userEvent.click(within(post).getByRole('button', { name: 'Delete' }));
  return screen.findByRole('alertdialog', { name: 'Delete event' });
}

export const DeleteConfirm: Story = {
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await expect(dialog).toHaveAccessibleDescription(CONFIRM_DELETE.message!);
    // Cancel has focus first, so Enter never deletes by accident.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const post = await eventPost(canvas);
    await expect(post).toBeVisible();
    // Focus is back on the post's Delete button.
    await expect(within(post).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await expect(canvas.getByText('3 posts')).toBeVisible();
  },
};

export const DeleteSuccess: Story = {
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(DELETED.message!)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: EVENT_TITLE })).toBeNull());
    await expect(canvas.getByText('2 posts')).toBeVisible();
    await expect(postsStat(canvas)).toBe(2);
    // The post's Delete button is gone with it: focus waits on the list's heading.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Posts & Activity' })).toHaveFocus(),
    );
  },
};

export const DeleteFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        posts: callFails('posts', 'delete', /\/api\/posts\/[^/]+$/),
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(DELETE_FAILED.message!)).toBeVisible();
    // The post stays, no longer busy, and the counts are as they were.
    const post = await eventPost(canvas);
    await waitFor(() => expect(post).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText('3 posts')).toBeVisible();
    await expect(postsStat(canvas)).toBe(3);
    await expect(screen.queryByText(DELETED.message!)).toBeNull();
  },
};
