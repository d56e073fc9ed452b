import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoMember } from '../../mocks/storySessions';
import { keepNewestPosts } from '../../mocks/storyData';
import { SESSION_STORAGE_KEY, useSession } from '../../state/session';
import { THEME_STORAGE_KEY } from '../../state/theme';
import Dashboard from './Dashboard';
import { modes } from '../../../.storybook/modes';

const meta = {
  title: 'Screens/Dashboard',
  component: Dashboard,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/dashboard',
    session: demoMember(),
    mockData: keepNewestPosts(2),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopBar: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The picture is of the loaded screen: posts and discover stack in.
    await canvas.findByRole('list', { name: 'Posts' });
    await canvas.findByText(/waiting to meet you$/);
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    await expect(canvas.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  },
};

export const ProfileMenuOpen: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Posts' });
    await canvas.findByText(/waiting to meet you$/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Settings',
      'Logout',
    ]);
    const theme = screen.getByRole('group', { name: 'Theme' });
    await expect(
      within(theme)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['System', 'Light', 'Dark']);
    await expect(within(theme).getByRole('menuitemradio', { name: 'System' })).toBeChecked();
  },
};

/** A member picks Dark in the profile menu: the page turns dark at once, and logout keeps it. */
export const DarkFromTheProfileMenu: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Posts' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByRole('button', { name: 'Join' })).toBeVisible();
    await expect(useSession.getState().user).toBeNull();
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

export const MyProfileFromMenu: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    await expect(await canvas.findByRole('heading', { name: 'Profile' })).toBeVisible();
  },
};

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    // Until it shows: sonner draws a toast transparent and shows it once mounted, and one run
    // under load checked it in between.
    await waitFor(() =>
      expect(screen.getByText('Thanks for visiting BeeGlobal! See you soon.')).toBeVisible(),
    );
    // Back on the landing page with the stored user gone.
    await expect(await canvas.findByRole('button', { name: 'Join' })).toBeVisible();
    await expect(useSession.getState().user).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state.user).toBeNull(),
    );
  },
};

export const IncompleteProfile: Story = {
  parameters: { session: demoMember({ profileCompleted: false }) },
  play: async ({ canvas }) => {
    // The dashboard sends a member with an incomplete profile to the profile setup.
    await expect(await canvas.findByRole('heading', { name: 'Basic Information' })).toBeVisible();
    await expect(canvas.getByText('CultureConnect')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  },
};

export const TabsByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const feed = await canvas.findByRole('tab', { name: 'Feed', selected: true });
    feed.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      await canvas.findByRole('tab', { name: 'Discover', selected: true }),
    ).toHaveFocus();
    await expect(
      await canvas.findByRole('heading', { name: 'Discover Exceptional People' }),
    ).toBeVisible();
    // The URL keeps the tab: the phone's bottom bar, which reads it, marks Discover now.
    const current = canvasElement.querySelector('nav[aria-label="Sections"] [aria-current="page"]');
    await expect(current).toHaveTextContent('Discover');
  },
};

export const BottomBar: Story = {
  parameters: { route: '/dashboard?tab=discover' },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { name: 'Discover Exceptional People' });
    const links = [...canvasElement.querySelectorAll('nav[aria-label="Sections"] a')];
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard?tab=discover',
      '/messages',
      '/events',
    ]);
    // Each link's label first: Messages may carry its unread count after it, once that is in.
    ['Feed', 'Discover', 'Messages', 'Events'].forEach((label, index) =>
      expect(links[index]?.textContent).toMatch(new RegExp(`^${label}`)),
    );
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
  },
};
