import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, User } from 'lucide-react';
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
  parameters: { layout: 'centered' },
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
