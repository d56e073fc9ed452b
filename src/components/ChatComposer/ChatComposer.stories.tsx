import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TEXT_LIMITS } from '../../contract/choices';
import { ChatComposer } from './ChatComposer';

/** The composer with its own draft, emptied on send as the chat pane does: for the guidance. */
function Draft({ initial }: { initial: string }) {
  const [draft, setDraft] = useState(initial);
  return (
    <ChatComposer
      value={draft}
      onChange={setDraft}
      onSend={() => setDraft('')}
      maxLength={TEXT_LIMITS.message}
      recipient="Amara Okafor"
    />
  );
}

const meta = {
  title: 'Components/Chat/ChatComposer',
  tags: ['autodocs', 'stable'],
  component: ChatComposer,
  args: {
    value: '',
    onChange: fn(),
    onSend: fn(),
    maxLength: TEXT_LIMITS.message,
    recipient: 'Amara Okafor',
  },
  // Controlled, as in the chat pane: the story keeps the draft, starting from `args.value`.
  render: function Render(args) {
    const [draft, setDraft] = useState(args.value);
    return (
      <ChatComposer
        {...args}
        value={draft}
        onChange={(text) => {
          args.onChange(text);
          setDraft(text);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    guidance: {
      use: 'The message field under a chat: Enter sends, Shift+Enter adds a line, blank text is never sent. The screen keeps the draft (`value`, `onChange`) and empties it once sent.',
      avoid:
        'For a comment under a post, use **CommentsPanel** (it has its own field). For longer text in a form, use **TextArea**.',
      do: {
        caption:
          'Let a picked AI Starter fill the field unsent: the member can make it their own, then send with Enter.',
        example: (
          <div style={{ maxWidth: '40rem' }}>
            <Draft initial="Which festival from your culture should everyone experience at least once?" />
          </div>
        ),
      },
      dont: {
        caption:
          "Don't disable the field while a message is on its way: empty the draft at once; **ChatThread** shows the message as 'Sending…', then 'Not sent' with Retry if it fails.",
      },
      access: [
        '- The field is labelled "Message {recipient}" (visually hidden; the placeholder "Type a message…" shows).',
        '- Enter sends; Shift+Enter adds a line; Enter while an input method is composing is left to it. On phones the Enter key shows as "send".',
        '- The Send button is named "Send message" and is disabled while the text is blank or the composer is `disabled`.',
        '- From 80% of `maxLength`, a counter ("n / max characters") appears in a polite live region; typing stops at the limit.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message Amara Okafor' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Type a message…');
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
};

/** Enter sends the text without its surrounding spaces. */
export const EnterSends: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message Amara Okafor' });
    await userEvent.type(field, '  Have you tried suya in Austin yet?  ');
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Have you tried suya in Austin yet?');
    // The composer does not clear itself: the screen owns the draft and clears it once sent.
    await expect(field).toHaveValue('  Have you tried suya in Austin yet?  ');
  },
};

/** The Send button does the same as Enter. */
export const SendButton: Story = {
  args: { value: 'Ẹ káàárọ̀! Did I say good morning right?' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Ẹ káàárọ̀! Did I say good morning right?');
  },
};

/** Shift+Enter starts a new line in the message and sends nothing. */
export const ShiftEnterAddsLine: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message Amara Okafor' });
    await userEvent.type(field, 'Shopping list for Saturday:');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await userEvent.type(field, 'plantains, scotch bonnets, rice');
    await expect(field).toHaveValue('Shopping list for Saturday:\nplantains, scotch bonnets, rice');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Spaces and empty lines are not a message: Send stays disabled and Enter does nothing. */
export const BlankNotSent: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message Amara Okafor' });
    await userEvent.type(field, '   ');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(field).toHaveValue('   \n');
  },
};

/** From 80 % of the limit a counter shows, and typing stops at the limit. */
export const NearLimit: Story = {
  args: { maxLength: 60, value: 'My grandmother’s egusi soup recipe is' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message Amara Okafor' });
    await expect(canvas.queryByText(/characters$/)).toBeNull();
    await userEvent.type(field, ' a family secret, but');
    await expect(canvas.getByText('58 / 60 characters')).toBeVisible();
    await userEvent.type(field, ' for you…');
    await expect(field).toHaveValue('My grandmother’s egusi soup recipe is a family secret, but f');
    await expect(canvas.getByText('60 / 60 characters')).toBeVisible();
  },
};
