import { memberChannel } from '../../contract/endpoints';
import { channelSignature } from '../realtime';
import { fail, ok, type Handler } from './http';

/** Authorises a private channel for pusher-js: members may only listen on their own channel. */
export const authorizeChannel: Handler = ({ request, me }) => {
  const body = (request.body ?? {}) as { socket_id?: unknown; channel_name?: unknown };
  if (typeof body.socket_id !== 'string' || typeof body.channel_name !== 'string') {
    return {
      status: 400,
      body: { errors: [{ path: 'socket_id', msg: 'socket_id and channel_name are required' }] },
    };
  }
  if (body.channel_name !== memberChannel(me.id))
    return fail(403, 'You may only listen on your own channel');
  return ok({ auth: channelSignature(body.socket_id, body.channel_name) });
};
