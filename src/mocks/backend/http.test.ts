import { describe, expect, it } from 'vitest';
import { memberChannel, REALTIME_AUTH_PATH } from '../../contract/endpoints';
import { readRequest } from './http';

const read = (bodyText: string, headers: Record<string, string> = {}) =>
  readRequest({
    method: 'POST',
    path: REALTIME_AUTH_PATH,
    query: new URLSearchParams(),
    headers: new Headers(headers),
    bodyText,
  });

describe('readRequest (both adapters)', () => {
  it('reads a JSON body and the bearer token', () => {
    expect(read('{"content":"hi"}', { authorization: 'Bearer bee_1' })).toMatchObject({
      request: { body: { content: 'hi' }, token: 'bee_1' },
    });
  });

  it('reads a form body, as pusher-js sends its channel authorisation', () => {
    const form = new URLSearchParams({ socket_id: '1.2', channel_name: memberChannel('u-demo') });
    expect(
      read(String(form), { 'content-type': 'application/x-www-form-urlencoded' }),
    ).toMatchObject({
      request: { body: { socket_id: '1.2', channel_name: memberChannel('u-demo') } },
    });
  });

  it('has no body and no token when none is sent', () => {
    expect(read('')).toMatchObject({ request: { body: undefined, token: null } });
  });

  it('answers 400 to malformed JSON', () => {
    expect(read('{"content":')).toEqual({
      response: { status: 400, body: { error: 'Malformed JSON body' } },
    });
  });
});
