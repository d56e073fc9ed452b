import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/Forms/TextField',
  tags: ['autodocs', 'stable'],
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', placeholder: 'you@example.com' },
  parameters: {
    guidance: {
      use: 'One line of text under a visible label: email, password, first name, City, State.',
      avoid:
        'For several lines (a bio, a post) use **TextArea**; to pick from a known list, **Select** or **ChoiceGroup**.',
      do: {
        caption:
          'Give every field a visible label; the placeholder may show an example, the hint the format.',
        example: (
          <TextField label="Current location" placeholder="Austin, TX" hint="As City, State" />
        ),
      },
      dont: {
        caption:
          "Don't use the placeholder as the label: it disappears with the first letter typed.",
        example: <TextField label="" type="email" placeholder="Email" />,
      },
      access: [
        '- A native `<input>` with its visible label tied to it; `hint` and `error` are linked as its description.',
        '- An `error` sets `aria-invalid` and is announced as an alert when it appears.',
        '- `type="password"` adds a Show password / Hide password button after the input, next in Tab order, with `aria-pressed`.',
        '- With `maxLength` and a controlled `value`, a character counter appears near the limit and is announced politely.',
      ].join('\n'),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'demo@beeglobal.app');
    await expect(input).toHaveValue('demo@beeglobal.app');
  },
};

export const Filled: Story = { args: { defaultValue: 'demo@beeglobal.app' } };

export const WithHint: Story = {
  args: {
    label: 'Current location',
    type: 'text',
    placeholder: 'City, State',
    hint: 'As City, State, e.g. Austin, TX',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Current location')).toHaveAccessibleDescription(
      'As City, State, e.g. Austin, TX',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: 'demo@', error: 'Please enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    name: 'password',
    placeholder: undefined,
    defaultValue: 'honeybee123',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'demo@beeglobal.app' } };
