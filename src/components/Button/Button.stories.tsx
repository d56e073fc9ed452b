import type { Meta, StoryObj } from '@storybook/react-vite';
import Heart from 'lucide-react/icons/heart';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Components/Actions/Button',
  tags: ['autodocs', 'stable'],
  component: Button,
  args: { children: 'Join', onClick: fn() },
  parameters: {
    guidance: {
      use: 'For an action on this screen: Join Event, Send a Message, Refresh Matches. For one that goes to another screen (Sign In, Start Connecting Today), use `ButtonLink`, a link drawn as a button.',
      avoid:
        'For a link inside a sentence use **Link**; for a few actions behind one button (My Profile, Settings, Logout), **Menu**; to switch views in place, **Tabs**.',
      do: {
        caption: "One primary button for the view's main action; the others secondary or ghost.",
        example: (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <Button>Send a Message</Button>
            <Button variant="ghost">Keep Swiping</Button>
          </div>
        ),
      },
      dont: {
        caption: "Don't line up several primary buttons: nothing says which one matters.",
        example: (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <Button>Send a Message</Button>
            <Button>Keep Swiping</Button>
            <Button>View Profile</Button>
          </div>
        ),
      },
      access: [
        '- A native `<button>` (`type="button"` unless set): Tab reaches it, Enter and Space press it.',
        '- `disabled` is the native attribute: the button leaves the tab order and cannot be focused.',
        '- `loading` keeps it focusable but sets `aria-disabled` and `aria-busy` and ignores presses; the spinner is hidden from screen readers and the label stays its name.',
        '- An icon-only button needs an `aria-label` ("Like"); pass icons with `aria-hidden`.',
        '- `ButtonLink` is a link with `role="button"`: Enter and Space both press it, and it works before the app\'s script has run.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Sign In' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Keep Swiping' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Unmatch' } };

export const Dark: Story = { args: { variant: 'dark', children: 'Try Free for 7 Days' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <Heart size="1.1em" aria-hidden />, children: 'Like' },
};

export const IconOnly: Story = {
  args: {
    iconOnly: true,
    variant: 'secondary',
    icon: <Heart size={20} aria-hidden />,
    children: undefined,
    'aria-label': 'Like',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Like' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Signing in' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Signing in' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Continue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Start Connecting Today' } };

/** A button that goes to a screen: a link underneath, so it works before the app's script runs. */
export const AsLink: Story = {
  args: { variant: 'secondary', size: 'sm', children: 'Sign In' },
  render: ({ variant, size, children, onClick }) => (
    <ButtonLink href="/auth" variant={variant} size={size} onClick={onClick}>
      {children}
    </ButtonLink>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const signIn = canvas.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/auth');
    signIn.focus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
