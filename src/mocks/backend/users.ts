import { profileAnswer, profileUpdateRequest, statusRequest } from '../../contract/schemas';
import type { MemberRecord } from '../data/db';
import { fail, ok, parseBody, type Handler } from './http';
import { authenticate, publicUser } from './session';
import { canSee, postForProfile } from './posts';

export const getMe: Handler = (backend, request) => {
  const auth = authenticate(backend, request);
  return 'response' in auth ? auth.response : ok(publicUser(auth.me));
};

export const updateMe: Handler = (backend, request) => {
  const auth = authenticate(backend, request);
  if ('response' in auth) return auth.response;
  const parsed = parseBody(profileUpdateRequest, request.body);
  if ('response' in parsed) return parsed.response;
  Object.assign(auth.me, parsed.data);
  backend.changed();
  return ok(publicUser(auth.me));
};

const findMember = (backend: Parameters<Handler>[0], id: string, me: MemberRecord) =>
  id === 'me' ? me : backend.db.users.find((user) => user.id === id);

export const getUser: Handler = (backend, request, { id }) => {
  const auth = authenticate(backend, request);
  if ('response' in auth) return auth.response;
  const member = findMember(backend, id!, auth.me);
  return member ? ok(publicUser(member)) : fail(404, 'User not found');
};

export const getProfile: Handler = (backend, request, { id }) => {
  const auth = authenticate(backend, request);
  if ('response' in auth) return auth.response;
  const member = findMember(backend, id!, auth.me);
  if (!member) return fail(404, 'User not found');
  const { db } = backend;
  const posts = db.posts
    .filter((post) => post.authorId === member.id)
    .filter((post) => canSee(backend, post, auth.me.id))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((post) => postForProfile(backend, post));
  return ok({
    // The profile's user: the public fields the contract lists, nothing else.
    user: profileAnswer.shape.user.parse(member),
    stats: {
      posts: posts.length,
      matches: db.matches.filter((match) => match.userIds.includes(member.id)).length,
      likesReceived: db.swipes.filter(
        (swipe) => swipe.toUserId === member.id && swipe.action === 'LIKE',
      ).length,
    },
    posts,
  });
};

export const setStatus: Handler = (backend, request) => {
  const auth = authenticate(backend, request);
  if ('response' in auth) return auth.response;
  const parsed = parseBody(statusRequest, request.body);
  if ('response' in parsed) return parsed.response;
  auth.me.isOnline = parsed.data.isOnline;
  backend.changed();
  return ok({ isOnline: auth.me.isOnline });
};
