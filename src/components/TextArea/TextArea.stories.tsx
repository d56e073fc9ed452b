import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/Forms/TextArea',
  tags: ['autodocs', 'stable'],
  component: TextArea,
  args: { label: 'Bio', placeholder: 'Tell other bees about yourself' },
  parameters: {
    guidance: {
      use: "Several lines of a member's own words: a bio, a post's content.",
      avoid:
        'For one line (a name, an email, City, State) use **TextField**; for a chat message, **ChatComposer**.',
      do: {
        caption: 'Give it a visible label, and put the rule in the hint, where it stays in view.',
        example: (
          <TextArea
            label="Bio"
            hint="0 / 50 minimum"
            placeholder="Tell other bees about yourself"
          />
        ),
      },
      dont: {
        caption:
          "Don't rely on the placeholder: it vanishes with the first letter typed, taking the rule with it.",
        example: <TextArea label="" placeholder="Your bio, at least 50 characters" />,
      },
      access: [
        '- A native `<textarea>` with its visible label tied to it; `hint` and `error` are linked as its description.',
        '- An `error` sets `aria-invalid` and is announced as an alert when it appears.',
        '- With `maxLength` and a controlled `value`, an "n / max characters" counter appears at 80% of the limit and is announced politely as it changes; typing stops at the limit.',
        '- Enter starts a new line; Tab leaves the field.',
      ].join('\n'),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    defaultValue:
      'Brazilian designer in Austin who loves samba, street food and long walks by the lake.',
  },
};

export const WithError: Story = {
  args: { error: 'Please fill in all required fields' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Bio')).toBeInvalid();
  },
};

/** A counter given as the hint, the way the signup bio step shows 'n / 50 minimum'. */
export const WithCounter: Story = {
  render: function Render(args) {
    const [bio, setBio] = useState('');
    return (
      <TextArea
        {...args}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        hint={`${bio.length} / 50 minimum`}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('0 / 50 minimum')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Bio'), 'Hola!');
    await expect(canvas.getByText('5 / 50 minimum')).toBeVisible();
  },
};

/** With a maximum length the counter appears at 80 % of it, and typing stops at the limit. */
export const NearLimit: Story = {
  render: function Render(args) {
    const [bio, setBio] = useState('Samba on Sundays');
    return (
      <TextArea
        {...args}
        value={bio}
        maxLength={40}
        onChange={(event) => setBio(event.target.value)}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const bio = canvas.getByLabelText('Bio');
    await expect(canvas.queryByText(/characters$/)).toBeNull();
    await userEvent.type(bio, ' and feijoada after');
    await expect(canvas.getByText('35 / 40 characters')).toBeVisible();
    await userEvent.type(bio, ' always!');
    await expect(bio).toHaveValue('Samba on Sundays and feijoada after alwa');
    await expect(canvas.getByText('40 / 40 characters')).toBeVisible();
  },
};
