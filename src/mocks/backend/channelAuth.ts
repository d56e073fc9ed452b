import { conversationChannel, memberChannel } from '../../contract/endpoints';
import { channelSignature } from '../pusherServer';
import { fail, ok, type Backend, type Handler } from './http';

const CONVERSATION_PREFIX = conversationChannel('');

/** Whether the member may listen on a private channel: their own, or a conversation of theirs. */
function mayListen(backend: Backend, memberId: string, channel: string): boolean {
  if (channel === memberChannel(memberId)) return true;
  if (!channel.startsWith(CONVERSATION_PREFIX)) return false;
  const id = channel.slice(CONVERSATION_PREFIX.length);
  return backend.db.conversations.some(
    (conversation) => conversation.id === id && conversation.memberIds.includes(memberId),
  );
}

/**
 * Authorises a private channel for pusher-js: a member listens on their own channel (matches,
 * messages, read receipts) and on their conversations' channels (typing), nobody else's.
 */
export const authorizeChannel: Handler = ({ backend, request, me }) => {
  const body = (request.body ?? {}) as { socket_id?: unknown; channel_name?: unknown };
  if (typeof body.socket_id !== 'string' || typeof body.channel_name !== 'string') {
    return {
      status: 400,
      body: { errors: [{ path: 'socket_id', msg: 'socket_id and channel_name are required' }] },
    };
  }
  if (!mayListen(backend, me.id, body.channel_name))
    return fail(403, 'You may only listen on your own channel and your conversations');
  return ok({ auth: channelSignature(body.socket_id, body.channel_name) });
};
