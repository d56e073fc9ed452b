// Real-time: who may listen on which private channel, and typing relayed between two members.
import { expect, it } from 'vitest';
import {
  conversationChannel,
  memberChannel,
  REALTIME_AUTH_PATH,
  REALTIME_KEY,
  TYPING_EVENT,
} from '../src/contract/endpoints';
import * as schema from '../src/contract/schemas';
import { describeContract, eventData, nextFrame, settled } from './suite';

describeContract('real-time', (api) => {
  const { call, login, newMember, matchedPair, listen } = api;

  it("authorises only the member's own private channel for real-time", async () => {
    const { token, user } = await login();
    const own = await call('POST', REALTIME_AUTH_PATH, {
      token,
      body: { socket_id: '12.34', channel_name: memberChannel(user.id) },
    });
    expect(own.status).toBe(200);
    expect(own.body.auth).toMatch(new RegExp(`^${REALTIME_KEY}:[0-9a-f]{8}$`));
    const other = await call('POST', REALTIME_AUTH_PATH, {
      token,
      body: { socket_id: '12.34', channel_name: memberChannel('u-someone') },
    });
    expect(other.status).toBe(403);
    expect((await call('POST', REALTIME_AUTH_PATH, { token, body: {} })).status).toBe(400);
  });

  it("authorises a conversation's channel for its two members only", async () => {
    const { a, b, conversationId } = await matchedPair();
    const stranger = await newMember();
    const channel = conversationChannel(conversationId);
    for (const member of [a, b]) {
      const answer = await call('POST', REALTIME_AUTH_PATH, {
        token: member.token,
        body: { socket_id: '12.34', channel_name: channel },
      });
      expect(answer.status).toBe(200);
    }
    for (const name of [channel, conversationChannel('c-nobody')]) {
      const answer = await call('POST', REALTIME_AUTH_PATH, {
        token: stranger.token,
        body: { socket_id: '12.34', channel_name: name },
      });
      expect(answer.status).toBe(403);
      expect(schema.errorBody.parse(answer.body).error).toBeTruthy();
    }
  });

  it('relays client-typing on a conversation channel to the other member, not back to the sender, and refuses it unsubscribed', async ({
    skip,
  }) => {
    if (!api.backend.connect) return skip();
    const { a, b, conversationId } = await matchedPair();
    const channel = conversationChannel(conversationId);
    const typist = await listen(a.token, channel);
    const reader = await listen(b.token, channel);
    const typing = { userId: a.user.id, name: 'Amara' };
    typist.send({ event: TYPING_EVENT, data: typing, channel });
    const frame = await nextFrame(reader, (candidate) => candidate.event === TYPING_EVENT);
    expect(frame.channel).toBe(channel);
    expect(schema.typingEvent.parse(eventData(frame))).toEqual(typing);
    expect((await settled(typist)).map((f) => f.event)).not.toContain(TYPING_EVENT);

    const stranger = await newMember();
    const eavesdropper = await listen(stranger.token, memberChannel(stranger.user.id));
    eavesdropper.send({ event: TYPING_EVENT, data: { userId: 'u-x', name: 'Eve' }, channel });
    const refused = await nextFrame(
      eavesdropper,
      (candidate) => candidate.event === 'pusher:error',
    );
    expect((eventData(refused) as { message: string }).message).toMatch(/not subscribed/);
    const heard = (await settled(reader)).filter((f) => f.event === TYPING_EVENT);
    expect(heard).toHaveLength(1);
  });
});
