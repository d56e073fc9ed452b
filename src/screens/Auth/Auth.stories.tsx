import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { scenarios } from '../../mocks/storyScenarios';
import { keepNewestPosts } from '../../mocks/storyData';
import Auth from './Auth';
import { dashboardLoaded, type Canvas } from './authStory';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

/** Sign in, the screen's first face at /auth; the signup wizard is in AuthSignup.stories. */
const meta = {
  title: 'Screens/Auth',
  component: Auth,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/auth',
    // Sign in ends on the dashboard: a short feed keeps that picture to one screen.
    mockData: keepNewestPosts(2),
  },
} satisfies Meta<typeof Auth>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillLogin = async (canvas: Canvas, password = 'honeybee123') => {
  await userEvent.type(await canvas.findByLabelText('Email'), 'demo@beeglobal.app');
  await userEvent.type(canvas.getByLabelText('Password'), password);
};

export const LoginEmpty: Story = {
  parameters: { chromatic: { modes: { ...modes.dark, ...modes.languages } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toBeRequired();
    // Sign In with nothing typed sends nothing: the browser stops at the first empty field.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByLabelText('Email')).toBeInvalid();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The browser's own bubble comes and goes on its timer; leave the field so the picture holds still.
    canvas.getByLabelText('Email').blur();
  },
};

export const LoginFilled: Story = {
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveValue('honeybee123');
  },
};

export const LoginSucceeds: Story = {
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await findToast('Welcome back to BeeGlobal!')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await dashboardLoaded(canvas);
  },
};

export const LoginWrongPassword: Story = {
  parameters: { chromatic: { modes: modes.dark } },
  play: async ({ canvas }) => {
    await fillLogin(canvas, 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText('Email')).toHaveValue('demo@beeglobal.app');
  },
};

export const LoginConnectionError: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: { handlers: { auth: scenarios.offline('auth') } },
  },
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Connection error. Please make sure the backend is running.',
    );
  },
};

export const LoginSubmitting: Story = {
  parameters: { msw: { handlers: { auth: scenarios.loading('auth') } } },
  play: async ({ canvas }) => {
    await fillLogin(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const button = await canvas.findByRole('button', { name: 'Signing In...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const SwitchModes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Step 1 of 8')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  },
};
