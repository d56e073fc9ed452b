import { screen } from 'storybook/test';
import { chatWithNoah, STORY_CONVERSATION, STORY_PARTNER } from '../../mocks/chatData';
import { demoMember } from '../../mocks/storySessions';

/** Helpers shared by the messages screen's stories. */

/**
 * The demo member on Messages with the conversation with Noah open. Spread it into a meta's
 * parameters: Storybook adds the meta's doc comment to a literal `parameters`, and would replace
 * a bare reference to this object with one holding only that.
 */
export const chatWithNoahOpen = {
  layout: 'fullscreen',
  route: `/messages?c=${STORY_CONVERSATION}`,
  session: demoMember(),
  mockData: chatWithNoah,
};

/** The API path of that conversation (its messages, and sending one). */
export const THREAD = new RegExp(`/api/messages/conversations/${STORY_CONVERSATION}$`);

/** The open chat's messages, once loaded. */
export const chatLog = () =>
  screen.findByRole('log', { name: `Messages with ${STORY_PARTNER.name}` });

export const messageField = () => screen.getByLabelText(`Message ${STORY_PARTNER.name}`);
