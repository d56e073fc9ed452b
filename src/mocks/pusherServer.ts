/**
 * The mock real-time server: enough of the Pusher protocol (v7) for pusher-js to connect, subscribe
 * to private channels, receive events and whisper client events (`channel.trigger`) to the other
 * subscribers. The json-server adapter feeds it sockets from `ws`, the MSW adapter from `ws.link`.
 */
import { memberChannel, REALTIME_KEY } from '../contract/endpoints';

const SECRET = 'beeglobal-mock-secret';

/** A keyed FNV-1a hash: stands in for HMAC-SHA256, which the browser offers only asynchronously. */
export function channelSignature(socketId: string, channel: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${SECRET}:${socketId}:${channel}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${REALTIME_KEY}:${hash.toString(16).padStart(8, '0')}`;
}

type Socket = { id: string; send: (text: string) => void; channels: Set<string> };

const sockets = new Set<Socket>();
let socketCount = 0;

/** Who watches what the server sends (the story tests: pushed data is members' words). */
const watchers = new Set<(data: unknown) => void>();

export function watchFrames(watcher: (data: unknown) => void) {
  watchers.add(watcher);
}

const frame = (event: string, data: unknown, channel?: string) => {
  watchers.forEach((watcher) => watcher(data));
  return JSON.stringify({
    event,
    ...(channel ? { channel } : {}),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
};

/** A new connection: greets it with its socket id and answers its messages. Returns the close handler. */
export function acceptConnection(send: (text: string) => void) {
  socketCount += 1;
  const socket: Socket = { id: `${socketCount}.${1000 + socketCount}`, send, channels: new Set() };
  sockets.add(socket);
  send(frame('pusher:connection_established', { socket_id: socket.id, activity_timeout: 120 }));
  return {
    receive(text: string) {
      let message: { event?: unknown; channel?: unknown; data?: unknown };
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      if (typeof message !== 'object' || message === null || typeof message.event !== 'string')
        return;
      const { event } = message;
      const data = (message.data ?? {}) as { channel?: unknown; auth?: unknown };
      if (event === 'pusher:ping') send(frame('pusher:pong', {}));
      if (event === 'pusher:subscribe' && typeof data.channel === 'string') {
        const { channel, auth } = data;
        if (channel.startsWith('private-') && auth !== channelSignature(socket.id, channel)) {
          send(frame('pusher:error', { code: 4009, message: `Invalid signature for ${channel}` }));
          return;
        }
        socket.channels.add(channel);
        send(frame('pusher_internal:subscription_succeeded', {}, channel));
      }
      if (event === 'pusher:unsubscribe' && typeof data.channel === 'string')
        socket.channels.delete(data.channel);
      if (event.startsWith('client-')) relay(socket, event, message.channel, message.data);
    },
    close() {
      sockets.delete(socket);
    },
  };
}

/**
 * A client event, as Pusher treats it: only on a private channel the sender has subscribed to,
 * and only to the channel's other subscribers (never back to the sender).
 */
function relay(sender: Socket, event: string, channel: unknown, data: unknown) {
  if (typeof channel !== 'string' || !channel.startsWith('private-')) {
    sender.send(
      frame('pusher:error', {
        code: null,
        message: `Client event ${event} rejected: client events go on private channels only`,
      }),
    );
    return;
  }
  if (!sender.channels.has(channel)) {
    sender.send(
      frame('pusher:error', {
        code: null,
        message: `Client event ${event} rejected: not subscribed to ${channel}`,
      }),
    );
    return;
  }
  for (const socket of sockets)
    if (socket !== sender && socket.channels.has(channel))
      socket.send(frame(event, data ?? {}, channel));
}

/** Whether a connection is subscribed to the member's private channel (stories wait for it). */
export const memberIsLive = (userId: string) =>
  [...sockets].some((socket) => socket.channels.has(memberChannel(userId)));

/** The backend's push: an event to every connection subscribed to the member's private channel. */
export function pushToMember(userId: string, event: string, data: unknown) {
  const channel = memberChannel(userId);
  for (const socket of sockets)
    if (socket.channels.has(channel)) socket.send(frame(event, data, channel));
}
