import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { callFails, oneCall } from '../../mocks/storyScenarios';
import Messages from './Messages';
import { chatLog, chatWithNoahOpen, messageField, THREAD } from './messagesStory';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

/** Sending a message in the open chat: under way, sent, failed and retried, or blank. */
const meta = {
  title: 'Screens/Messages/Send',
  component: Messages,
  tags: ['screen'],
  parameters: { chromatic: { modes: modes.screen }, ...chatWithNoahOpen },
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending answered by `answer` (or passed on to the mock backend when it returns nothing). */
const sendingAnswers = (answer: HttpResponseResolver) => ({
  messages: oneCall('messages', http.post(THREAD, answer)),
});

export const Sending: Story = {
  parameters: {
    msw: {
      handlers: sendingAnswers(async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }),
    },
  },
  play: async () => {
    const log = await chatLog();
    await userEvent.type(messageField(), 'Poutine first, then the fireworks?{Enter}');
    await expect(within(log).getByText('Poutine first, then the fireworks?')).toBeVisible();
    await expect(within(log).getByText('Sending…')).toBeVisible();
    // The field is free for the next message at once.
    await expect(messageField()).toHaveValue('');
  },
};

export const Sent: Story = {
  play: async () => {
    const log = await chatLog();
    const field = messageField();
    // Shift+Enter adds a line; Enter sends.
    await userEvent.type(field, 'Poutine first,{Shift>}{Enter}{/Shift}then the fireworks?');
    await expect(field).toHaveValue('Poutine first,\nthen the fireworks?');
    await userEvent.type(field, '{Enter}');
    await expect(await findToast('Message sent!')).toBeVisible();
    const sent = within(log).getByText(/Poutine first,\s+then the fireworks\?/);
    await expect(sent).toBeVisible();
    await expect(within(log).queryByText('Sending…')).toBeNull();
    await expect(field).toHaveValue('');
    // The list's last message follows.
    const list = screen.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('link')[0]).toHaveTextContent('then the fireworks?');
  },
};

let failures = 0;

export const SendFailedThenRetry: Story = {
  parameters: {
    msw: {
      // The first send fails; Retry reaches the mock backend.
      handlers: sendingAnswers(() => {
        failures += 1;
        if (failures === 1)
          return HttpResponse.json({ error: 'Internal server error' }, { status: 500 });
      }),
    },
  },
  beforeEach: () => {
    failures = 0;
  },
  play: async () => {
    const log = await chatLog();
    await userEvent.type(messageField(), 'See you at the food trucks!{Enter}');
    await expect(await findToast('Failed to send message. Please try again.')).toBeVisible();
    // The text is kept, marked as not sent.
    await expect(within(log).getByText('See you at the food trucks!')).toBeVisible();
    await expect(within(log).getByText('Not sent')).toBeVisible();
    await userEvent.click(within(log).getByRole('button', { name: 'Retry' }));
    await expect(await findToast('Message sent!')).toBeVisible();
    await waitFor(() => expect(within(log).queryByText('Not sent')).toBeNull());
    await expect(within(log).getAllByText('See you at the food trucks!')).toHaveLength(1);
    // The pointer on the toasts spreads the stack out, so the picture shows both messages.
    await userEvent.hover(screen.getByText('Message sent!'));
  },
};

export const SendFailed: Story = {
  parameters: {
    chromatic: { modes: modes.dark },
    msw: {
      handlers: { messages: callFails('messages', 'post', THREAD) },
    },
  },
  play: async () => {
    const log = await chatLog();
    await userEvent.type(messageField(), 'See you at the food trucks!{Enter}');
    await expect(await findToast('Failed to send message. Please try again.')).toBeVisible();
    await expect(within(log).getByText('Not sent')).toBeVisible();
    await expect(within(log).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

let sends = 0;

export const BlankNotSent: Story = {
  parameters: {
    msw: {
      handlers: sendingAnswers(() => {
        sends += 1;
      }),
    },
  },
  beforeEach: () => {
    sends = 0;
  },
  play: async () => {
    const log = await chatLog();
    const before = within(log).getAllByRole('listitem').length;
    await userEvent.type(messageField(), '   {Enter}');
    await expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(sends).toBe(0);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(before);
  },
};
