import { describe, expect, it } from 'vitest';
import { memberChannel, NEW_MATCH_EVENT, REALTIME_KEY } from '../contract/endpoints';
import { acceptConnection, channelSignature, pushToMember } from './realtime';

const connect = () => {
  const sent: { event: string; channel?: string; data: string }[] = [];
  const connection = acceptConnection((text) => sent.push(JSON.parse(text)));
  const socketId = JSON.parse(sent[0]!.data).socket_id as string;
  return { sent, connection, socketId };
};

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
});
