import type { Meta, StoryObj } from '@storybook/react-vite';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import User from 'lucide-react/icons/user';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu } from './Menu';

const meta = {
  title: 'Components/Actions/Menu',
  tags: ['autodocs', 'stable'],
  component: Menu,
  args: {
    trigger: <Button variant="secondary">Profile menu</Button>,
    label: 'Sam Rivera',
    entries: [
      { label: 'My Profile', icon: <User size={18} aria-hidden />, onSelect: fn() },
      { label: 'Settings', icon: <Settings size={18} aria-hidden />, onSelect: fn() },
      { separator: true },
      { label: 'Logout', icon: <LogOut size={18} aria-hidden />, onSelect: fn() },
    ],
  },
  parameters: {
    layout: 'centered',
    guidance: {
      use: "A few actions behind one button, like the profile menu's My Profile, Settings and Logout, or a small setting picked in place (Theme: System, Light, Dark).",
      avoid:
        "For the app's main places use **BottomBar** or the top bar's links; to pick a value in a form, **Select**; for a single action, a **Button**; to confirm an action such as Unmatch, **ConfirmDialog**.",
      do: {
        caption:
          'Give the trigger a name that says whose or what menu it is ("Profile menu"), and keep to a handful of short entries, with separators between kinds.',
      },
      dont: {
        caption:
          "Don't hide the screen's main action in a menu, or put forms or long text in one: it closes on the first click elsewhere.",
      },
      access: [
        '- The trigger gets `aria-haspopup="menu"` and `aria-expanded`, and names the open menu: it needs an accessible name of its own.',
        '- Enter, Space or Down arrow opens it with focus on the first item; Up and Down move (without wrapping), Home and End jump, typing a letter goes to a matching item.',
        '- Enter or Space picks an item and closes the menu; Escape closes it. Either way focus returns to the trigger.',
        '- A choice (Theme) is a group of `menuitemradio` items named by its label, the current one checked; picking one leaves the menu open.',
        '- Not modal: the page stays available to screen readers, and a click outside closes the menu.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile menu' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Sam Rivera');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Settings',
      'Logout',
    ]);
  },
};

export const PickedByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: 'Profile menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    // The first item takes focus; down twice reaches Logout past the separator.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const logout = args.entries[3] as { onSelect: () => void };
    await expect(logout.onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toHaveFocus();
  },
};

export const ClosedByEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toHaveFocus();
  },
};

const themeChoice = {
  label: 'Theme',
  value: 'system',
  options: [
    { value: 'system', label: 'System' },
    { value: 'light', label: 'Light' },
    { value: 'dark', label: 'Dark' },
  ],
  onChoose: fn(),
};

export const WithAChoice: Story = {
  args: {
    entries: [
      { label: 'My Profile', icon: <User size={18} aria-hidden />, onSelect: fn() },
      { separator: true },
      themeChoice,
      { separator: true },
      { label: 'Logout', icon: <LogOut size={18} aria-hidden />, onSelect: fn() },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    const group = await screen.findByRole('group', { name: 'Theme' });
    const options = within(group).getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual(['System', 'Light', 'Dark']);
    await expect(within(group).getByRole('menuitemradio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(themeChoice.onChoose).toHaveBeenCalledWith('dark');
    // Picked in place: the menu stays open, so the change is seen and another can be tried.
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};
