// Conversations, messages, read marking, and their real-time pushes.
import { expect, it } from 'vitest';
import { MESSAGES_READ_EVENT, memberChannel, NEW_MESSAGE_EVENT } from '../src/contract/endpoints';
import * as schema from '../src/contract/schemas';
import { describeContract, eventData, nextFrame, settled, z } from './suite';

describeContract('messages', (api) => {
  const { call, login, newMember, matchedPair, listen } = api;

  it('sending updates the last message and the other side unread count; read marking clears it', async () => {
    const demo = await login();
    const conversation = (await call('GET', '/messages/conversations', { token: demo.token }))
      .body[0];
    const sent = await call('POST', `/messages/conversations/${conversation.id}`, {
      token: demo.token,
      body: { content: 'Olá! How was the festival?' },
    });
    expect(sent.status).toBe(201);
    expect(schema.message.parse(sent.body).senderId).toBe(demo.user.id);
    const messages = z(
      schema.message.array(),
      (await call('GET', `/messages/conversations/${conversation.id}`, { token: demo.token })).body,
    );
    expect(messages.at(-1)!.content).toBe('Olá! How was the festival?');
    const listed = (await call('GET', '/messages/conversations', { token: demo.token })).body.find(
      (c: { id: string }) => c.id === conversation.id,
    );
    expect(listed.lastMessage).toBe('Olá! How was the festival?');
    await call('POST', `/messages/conversations/${conversation.id}/read`, { token: demo.token });
    const read = (await call('GET', '/messages/conversations', { token: demo.token })).body.find(
      (c: { id: string }) => c.id === conversation.id,
    );
    expect(read.unreadCount).toBe(0);
    expect(
      (
        await call('POST', `/messages/conversations/${conversation.id}`, {
          token: demo.token,
          body: { content: '   ' },
        })
      ).status,
    ).toBe(400);
  });

  it('pushes new_message to the recipient with the conversation as they list it', async ({
    skip,
  }) => {
    if (!api.backend.connect) return skip();
    const { a, b, conversationId } = await matchedPair();
    const inbox = await listen(a.token, memberChannel(a.user.id));
    const outbox = await listen(b.token, memberChannel(b.user.id));
    const sent = await call('POST', `/messages/conversations/${conversationId}`, {
      token: b.token,
      body: { content: 'Tchau! See you at the samba class?' },
    });
    const frame = await nextFrame(inbox, (candidate) => candidate.event === NEW_MESSAGE_EVENT);
    expect(frame.channel).toBe(memberChannel(a.user.id));
    const event = schema.newMessageEvent.parse(eventData(frame));
    expect(event.message).toEqual(sent.body);
    const listed = (await call('GET', '/messages/conversations', { token: a.token })).body;
    expect(event.conversation).toEqual(listed[0]);
    expect(event.conversation).toMatchObject({ unreadCount: 1, name: 'Bruno Haddad' });
    expect((await settled(outbox)).map((f) => f.event)).not.toContain(NEW_MESSAGE_EVENT);
  });

  it('reading sets readByOtherAt on the other side and pushes messages_read to them', async () => {
    const { a, b, conversationId } = await matchedPair();
    const listedBy = async (token: string) =>
      z(
        schema.conversation.array(),
        (await call('GET', '/messages/conversations', { token })).body,
      ).find((conversation) => conversation.id === conversationId)!;
    expect((await listedBy(b.token)).readByOtherAt).toBeNull();
    const sender = api.backend.connect ? await listen(b.token, memberChannel(b.user.id)) : null;
    await call('POST', `/messages/conversations/${conversationId}`, {
      token: b.token,
      body: { content: 'Did you read this?' },
    });
    expect((await listedBy(a.token)).unreadCount).toBe(1);
    const read = await call('POST', `/messages/conversations/${conversationId}/read`, {
      token: a.token,
    });
    expect(read.status).toBe(200);
    const mine = await listedBy(a.token);
    expect(mine.unreadCount).toBe(0);
    expect(mine.readByOtherAt).toBeNull();
    const theirs = await listedBy(b.token);
    expect(theirs.readByOtherAt).not.toBeNull();
    expect(theirs.readByOtherAt! >= theirs.lastMessageTime!).toBe(true);
    // Where the suite reaches the real-time server, the sender also learns it at once.
    if (sender) {
      const frame = await nextFrame(sender, (f) => f.event === MESSAGES_READ_EVENT);
      expect(schema.messagesReadEvent.parse(eventData(frame))).toEqual({
        conversationId,
        readAt: theirs.readByOtherAt,
      });
    }
  });

  it('only members of a conversation can read or write it', async () => {
    const demo = await login();
    const conversation = (await call('GET', '/messages/conversations', { token: demo.token }))
      .body[0];
    const stranger = await newMember();
    expect(
      (await call('GET', `/messages/conversations/${conversation.id}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/messages/conversations/${conversation.id}`, {
          token: stranger.token,
          body: { content: 'hi' },
        })
      ).status,
    ).toBe(404);
  });
});
