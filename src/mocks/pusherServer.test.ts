import { describe, expect, it } from 'vitest';
import {
  conversationChannel,
  memberChannel,
  NEW_MATCH_EVENT,
  REALTIME_KEY,
  TYPING_EVENT,
} from '../contract/endpoints';
import { acceptConnection, channelSignature, pushToMember } from './pusherServer';

const connect = () => {
  const sent: { event: string; channel?: string; data: string }[] = [];
  const connection = acceptConnection((text) => sent.push(JSON.parse(text)));
  const socketId = JSON.parse(sent[0]!.data).socket_id as string;
  return { sent, connection, socketId };
};

const subscribe = (socket: ReturnType<typeof connect>, channel: string) =>
  socket.connection.receive(
    JSON.stringify({
      event: 'pusher:subscribe',
      data: { channel, auth: channelSignature(socket.socketId, channel) },
    }),
  );

/** A client event as pusher-js's channel.trigger sends it: the data as an object, not a string. */
const trigger = (socket: ReturnType<typeof connect>, channel: string, data: unknown) =>
  socket.connection.receive(JSON.stringify({ event: TYPING_EVENT, data, channel }));

describe('mock real-time server (Pusher protocol)', () => {
  it('greets a connection with its socket id and answers pings', () => {
    const { sent, connection } = connect();
    expect(sent[0]!.event).toBe('pusher:connection_established');
    connection.receive(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect(sent.at(-1)!.event).toBe('pusher:pong');
  });

  it("subscribes with a valid signature and delivers the member's events only", () => {
    const ana = connect();
    const kenji = connect();
    for (const [socket, channel] of [
      [ana, memberChannel('u-ana')],
      [kenji, memberChannel('u-kenji')],
    ] as const) {
      socket.connection.receive(
        JSON.stringify({
          event: 'pusher:subscribe',
          data: { channel, auth: channelSignature(socket.socketId, channel) },
        }),
      );
      expect(socket.sent.at(-1)).toMatchObject({
        event: 'pusher_internal:subscription_succeeded',
        channel,
      });
    }
    pushToMember('u-ana', NEW_MATCH_EVENT, {
      matchId: 'm-1',
      user: { id: 'u-kenji', name: 'Kenji Sato', photo: null, bio: 'Hi' },
    });
    expect(ana.sent.at(-1)).toMatchObject({
      event: NEW_MATCH_EVENT,
      channel: memberChannel('u-ana'),
    });
    expect(JSON.parse(ana.sent.at(-1)!.data).user.name).toBe('Kenji Sato');
    expect(kenji.sent.at(-1)!.event).toBe('pusher_internal:subscription_succeeded');
  });

  it('refuses a private channel with a forged signature', () => {
    const eve = connect();
    eve.connection.receive(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: memberChannel('u-ana'), auth: `${REALTIME_KEY}:00000000` },
      }),
    );
    expect(eve.sent.at(-1)!.event).toBe('pusher:error');
    pushToMember('u-ana', NEW_MATCH_EVENT, {});
    expect(eve.sent.at(-1)!.event).toBe('pusher:error');
  });

  it("relays a client event to the channel's other subscribers, not back to the sender", () => {
    const channel = conversationChannel('c-1');
    const [ana, kenji, lea] = [connect(), connect(), connect()];
    for (const socket of [ana, kenji, lea]) subscribe(socket, channel);
    const outsider = connect();
    subscribe(outsider, conversationChannel('c-2'));
    const before = [ana, kenji, lea, outsider].map((socket) => socket.sent.length);
    trigger(ana, channel, { userId: 'u-ana', name: 'Ana' });
    expect(ana.sent).toHaveLength(before[0]!);
    for (const socket of [kenji, lea]) {
      expect(socket.sent.at(-1)).toMatchObject({ event: TYPING_EVENT, channel });
      expect(JSON.parse(socket.sent.at(-1)!.data)).toEqual({ userId: 'u-ana', name: 'Ana' });
    }
    expect(outsider.sent).toHaveLength(before[3]!);
  });

  it('refuses a client event on a channel the socket has not subscribed to, or a public one', () => {
    const channel = conversationChannel('c-1');
    const [kenji, eve] = [connect(), connect()];
    subscribe(kenji, channel);
    const heard = kenji.sent.length;
    trigger(eve, channel, { userId: 'u-eve', name: 'Eve' });
    expect(eve.sent.at(-1)!.event).toBe('pusher:error');
    expect(JSON.parse(eve.sent.at(-1)!.data).message).toMatch(/not subscribed/);
    eve.connection.receive(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }),
    );
    trigger(eve, 'news', {});
    expect(JSON.parse(eve.sent.at(-1)!.data).message).toMatch(/private channels only/);
    expect(kenji.sent).toHaveLength(heard);
  });

  it('stops relaying to a socket once it unsubscribes or closes', () => {
    const channel = conversationChannel('c-1');
    const [ana, kenji, lea] = [connect(), connect(), connect()];
    for (const socket of [ana, kenji, lea]) subscribe(socket, channel);
    kenji.connection.receive(JSON.stringify({ event: 'pusher:unsubscribe', data: { channel } }));
    lea.connection.close();
    const heard = [kenji.sent.length, lea.sent.length];
    trigger(ana, channel, { userId: 'u-ana', name: 'Ana' });
    expect([kenji.sent.length, lea.sent.length]).toEqual(heard);
  });

  it('ignores frames that are not Pusher messages', () => {
    const socket = connect();
    for (const text of ['not json', 'null', '42', '{"event":7}', '{"data":{}}'])
      socket.connection.receive(text);
    expect(socket.sent).toHaveLength(1);
  });
});
