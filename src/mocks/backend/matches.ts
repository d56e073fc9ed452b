import { NEW_MATCH_EVENT } from '../../contract/endpoints';
import { swipeRequest } from '../../contract/schemas';
import { fail, ok, parseBody, type Handler } from './http';
import { isMatched, otherMember } from './pairs';
import { ageOn, fullName } from './identity';

export const discover: Handler = ({ backend, me }) => {
  const swiped = new Set(
    backend.db.swipes.filter((swipe) => swipe.fromUserId === me.id).map((swipe) => swipe.toUserId),
  );
  const today = backend.now();
  return ok(
    backend.db.users
      .filter(
        (user) => user.id !== me.id && !swiped.has(user.id) && !isMatched(backend, me.id, user.id),
      )
      .map((user) => ({
        id: user.id,
        name: fullName(user),
        age: ageOn(user.birthday, today),
        nationality: user.nationality,
        distance: user.distance,
        bio: user.bio,
        culturalJourney: user.culturalJourney,
        photos: user.photos,
        languages: user.languages,
        interests: user.interests,
        compatibility: user.compatibilitySeed,
        isOnline: user.isOnline,
      })),
  );
};

export const swipe: Handler = ({ backend, request, me }) => {
  const parsed = parseBody(swipeRequest, request.body);
  if ('response' in parsed) return parsed.response;
  const { toUserId, action } = parsed.data;
  const other = backend.db.users.find((user) => user.id === toUserId);
  if (!other) return fail(404, 'User not found');
  if (other.id === me.id) return fail(400, 'You cannot swipe on yourself');
  if (isMatched(backend, me.id, other.id)) return fail(409, 'You are already matched');
  const { db } = backend;
  const now = backend.now().toISOString();
  db.swipes = db.swipes.filter((old) => !(old.fromUserId === me.id && old.toUserId === other.id));
  db.swipes.push({
    id: backend.newId('s'),
    fromUserId: me.id,
    toUserId: other.id,
    action,
    createdAt: now,
  });
  const likedBack = db.swipes.some(
    (old) => old.fromUserId === other.id && old.toUserId === me.id && old.action === 'LIKE',
  );
  if (action !== 'LIKE' || !likedBack) {
    backend.changed();
    return ok({ isMatch: false });
  }
  const matchId = backend.newId('m');
  db.matches.push({ id: matchId, userIds: [me.id, other.id], createdAt: now });
  db.conversations.push({
    id: backend.newId('c'),
    matchId,
    memberIds: [me.id, other.id],
    lastMessage: null,
    lastMessageTime: null,
    unread: { [me.id]: 0, [other.id]: 0 },
    readAt: { [me.id]: null, [other.id]: null },
  });
  backend.changed();
  const card = (member: typeof me) => ({
    id: member.id,
    name: fullName(member),
    photo: member.photos[0] ?? null,
    bio: member.bio,
  });
  backend.push(me.id, NEW_MATCH_EVENT, { matchId, user: card(other) });
  backend.push(other.id, NEW_MATCH_EVENT, { matchId, user: card(me) });
  return ok({ isMatch: true, match: { id: matchId, user: card(other) } });
};

export const listMatches: Handler = ({ backend, me }) => {
  return ok(
    backend.db.matches
      .filter((match) => match.userIds.includes(me.id))
      .flatMap((match) => {
        const other = otherMember(backend, match.userIds, me.id);
        return other
          ? [
              {
                id: match.id,
                createdAt: match.createdAt,
                user: {
                  id: other.id,
                  name: fullName(other),
                  photo: other.photos[0] ?? null,
                  nationality: other.nationality,
                  isOnline: other.isOnline,
                },
              },
            ]
          : [];
      }),
  );
};

/** Unmatch: the match, its conversation, its messages and both swipes go, so both may meet again in discover. */
export const unmatch: Handler = ({ backend, params: { matchId }, me }) => {
  const { db } = backend;
  const match = db.matches.find((candidate) => candidate.id === matchId);
  if (!match || !match.userIds.includes(me.id)) return fail(404, 'Match not found');
  const conversationIds = new Set(
    db.conversations.filter((c) => c.matchId === match.id).map((c) => c.id),
  );
  db.matches = db.matches.filter((candidate) => candidate.id !== match.id);
  db.conversations = db.conversations.filter((c) => !conversationIds.has(c.id));
  db.messages = db.messages.filter((m) => !conversationIds.has(m.conversationId));
  db.swipes = db.swipes.filter(
    (s) => !(match.userIds.includes(s.fromUserId) && match.userIds.includes(s.toUserId)),
  );
  backend.changed();
  return ok({ success: true });
};
