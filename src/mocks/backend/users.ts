import { profileAnswer, profileUpdateRequest, statusRequest } from '../../contract/schemas';
import type { MemberRecord } from '../data/db';
import { fail, ok, parseBody, type Backend, type Handler } from './http';
import { ownUser, publicMember } from './identity';
import { canSee, postForProfile } from './posts';

export const getMe: Handler = ({ me }) => ok(ownUser(me));

export const updateMe: Handler = ({ backend, request, me }) => {
  const parsed = parseBody(profileUpdateRequest, request.body);
  if ('response' in parsed) return parsed.response;
  Object.assign(me, parsed.data);
  backend.changed();
  return ok(ownUser(me));
};

const findMember = (backend: Backend, id: string, me: MemberRecord) =>
  id === 'me' ? me : backend.db.users.find((user) => user.id === id);

/** One's own record in full; anyone else's public view only. */
export const getUser: Handler = ({ backend, params: { id }, me }) => {
  const member = findMember(backend, id!, me);
  if (!member) return fail(404, 'User not found');
  return ok(member === me ? ownUser(me) : publicMember(member, backend.now()));
};

export const getProfile: Handler = ({ backend, params: { id }, me }) => {
  const member = findMember(backend, id!, me);
  if (!member) return fail(404, 'User not found');
  const { db } = backend;
  const posts = db.posts
    .filter((post) => post.authorId === member.id)
    .filter((post) => canSee(backend, post, me.id))
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

export const setStatus: Handler = ({ backend, request, me }) => {
  const parsed = parseBody(statusRequest, request.body);
  if ('response' in parsed) return parsed.response;
  me.isOnline = parsed.data.isOnline;
  backend.changed();
  return ok({ isOnline: me.isOnline });
};
