import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { THEME_STORAGE_KEY } from '../../state/theme';
import { Landing } from './Landing';
import { modes } from '../../../.storybook/modes';

const meta = {
  title: 'Screens/Landing',
  component: Landing,
  tags: ['screen'],
  parameters: { chromatic: { modes: modes.screen }, layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beta')).toBeVisible();
    for (const title of ['Meet People', 'Join Groups', 'Attend Events', 'Cultural Exchange']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    for (const figure of ['15,000+', '80+', '500+'])
      await expect(canvas.getByText(figure)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Monthly Bee' })).toBeVisible();
    await expect(canvas.getByText('$290')).toBeVisible();
    await expect(canvas.getByText('Save $58 per year')).toBeVisible();
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    for (const column of ['Connect', 'Support', 'Legal']) {
      await expect(canvas.getByRole('navigation', { name: column })).toBeVisible();
    }
  },
};

export const SeeHowItWorks: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See How It Works' }));
    const section = canvas.getByRole('region', { name: 'How It Works' });
    await waitFor(() => expect(section).toHaveFocus());
    await waitFor(() =>
      expect(section.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2),
    );
  },
};

export const JoinGoesToAuth: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  },
};

export const KeyboardReachesEveryControl: Story = {
  play: async ({ canvas, userEvent }) => {
    const controls = [
      ...canvas.getAllByRole('button'),
      ...canvas.getAllByRole('link'),
      ...canvas.getAllByRole('combobox'),
    ];
    const reached = new Set<Element>();
    for (let press = 0; press < controls.length + 2; press += 1) {
      await userEvent.tab();
      if (document.activeElement) reached.add(document.activeElement);
    }
    for (const control of controls) await expect(reached.has(control)).toBe(true);
    canvas.getByRole('button', { name: 'Sign In' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  },
};

/** A visitor picks Dark in the footer: the page turns dark at once, and the browser keeps it. */
export const DarkFromTheFooter: Story = {
  play: async ({ canvas, userEvent }) => {
    const theme = canvas.getByRole('combobox', { name: 'Theme' });
    await expect(theme).toHaveValue('system');
    await userEvent.selectOptions(theme, 'Dark');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.selectOptions(theme, 'System');
    await expect(document.documentElement).not.toHaveAttribute('data-theme');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    // The picture shows the choice of Dark.
    await userEvent.selectOptions(theme, 'Dark');
  },
};
