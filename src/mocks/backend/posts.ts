import { commentRequest, createPostRequest, rsvpRequest } from '../../contract/schemas';
import { LIMITS } from '../../contract/choices';
import { fail, ok, parseBody, type ApiResponse, type Backend, type Handler } from './http';
import { fullName } from './identity';
import { isMatched } from './pairs';

type PostRecord = Backend['db']['posts'][number];

const likeCount = (backend: Backend, postId: string) =>
  backend.db.likes.filter((like) => like.postId === postId).length;
const commentCount = (backend: Backend, postId: string) =>
  backend.db.comments.filter((comment) => comment.postId === postId).length;

/** CONNECTIONS posts are for the author and the author's matches only. */
export const canSee = (backend: Backend, post: PostRecord, viewerId: string) =>
  post.visibility === 'GLOBAL' ||
  post.authorId === viewerId ||
  isMatched(backend, post.authorId, viewerId);

function feedPost(backend: Backend, post: PostRecord, viewerId: string) {
  const author = backend.db.users.find((user) => user.id === post.authorId);
  return {
    id: post.id,
    type: post.type,
    title: post.title,
    content: post.content,
    image: post.image,
    author: author ? fullName(author) : 'Former member',
    authorId: post.authorId,
    authorPhoto: author?.photos[0] ?? null,
    timestamp: post.createdAt,
    location: post.location,
    attendees: post.eventDetails?.currentAttendees ?? null,
    price: post.eventDetails?.price ?? null,
    culturalTheme: post.culturalTheme,
    likes: likeCount(backend, post.id),
    userHasLiked: backend.db.likes.some(
      (like) => like.postId === post.id && like.userId === viewerId,
    ),
    comments: commentCount(backend, post.id),
  };
}

export function postForProfile(backend: Backend, post: PostRecord) {
  return {
    id: post.id,
    type: post.type.toLowerCase(),
    title: post.title,
    content: post.content,
    image: post.image,
    culturalTheme: post.culturalTheme,
    location: post.location,
    createdAt: post.createdAt,
    eventDetails: post.eventDetails
      ? {
          date: post.eventDetails.date,
          time: post.eventDetails.time,
          price: post.eventDetails.price,
        }
      : null,
    _count: { likes: likeCount(backend, post.id), comments: commentCount(backend, post.id) },
  };
}

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value ?? fallback);
  return Number.isInteger(number) && number >= 1 ? number : null;
};

export const feed: Handler = ({ backend, request, me }) => {
  const page = positiveInt(request.query.get('page'), LIMITS.feedPage);
  const limit = positiveInt(request.query.get('limit'), LIMITS.feedLimit);
  if (page === null || limit === null || limit > 100)
    return fail(400, 'page and limit must be whole numbers from 1 (limit at most 100)');
  const visible = backend.db.posts
    .filter((post) => canSee(backend, post, me.id))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return ok(
    visible.slice((page - 1) * limit, page * limit).map((post) => feedPost(backend, post, me.id)),
  );
};

function visiblePost(
  backend: Backend,
  id: string,
  viewerId: string,
): { post: PostRecord } | { response: ApiResponse } {
  const post = backend.db.posts.find((candidate) => candidate.id === id);
  return post && canSee(backend, post, viewerId)
    ? { post }
    : { response: fail(404, 'Post not found') };
}

export const createPost: Handler = ({ backend, request, me }) => {
  const parsed = parseBody(createPostRequest, request.body);
  if ('response' in parsed) return parsed.response;
  const body = parsed.data;
  const details = body.eventDetails;
  const post: PostRecord = {
    id: backend.newId('p'),
    authorId: me.id,
    type: body.type,
    title: body.title,
    content: body.content,
    image: body.image || null,
    visibility: body.visibility,
    location: body.location || null,
    culturalTheme: body.culturalTheme || null,
    eventDetails:
      body.type === 'EVENT'
        ? {
            date: details?.date ?? null,
            time: details?.time ?? null,
            price: details?.price ?? 0,
            maxAttendees: details?.maxAttendees ?? 50,
            currentAttendees: 0,
          }
        : null,
    createdAt: backend.now().toISOString(),
  };
  backend.db.posts.push(post);
  backend.changed();
  return ok(feedPost(backend, post, me.id), 201);
};

export const deletePost: Handler = ({ backend, params: { id }, me }) => {
  const found = visiblePost(backend, id!, me.id);
  if ('response' in found) return found.response;
  if (found.post.authorId !== me.id) return fail(403, 'Only the author can delete this post');
  const { db } = backend;
  db.posts = db.posts.filter((post) => post.id !== found.post.id);
  db.likes = db.likes.filter((like) => like.postId !== found.post.id);
  db.comments = db.comments.filter((comment) => comment.postId !== found.post.id);
  db.rsvps = db.rsvps.filter((rsvp) => rsvp.postId !== found.post.id);
  backend.changed();
  return ok({ success: true });
};

export const toggleLike: Handler = ({ backend, params: { id }, me }) => {
  const found = visiblePost(backend, id!, me.id);
  if ('response' in found) return found.response;
  const { db } = backend;
  const existing = db.likes.find((like) => like.postId === found.post.id && like.userId === me.id);
  if (existing) db.likes = db.likes.filter((like) => like !== existing);
  else
    db.likes.push({
      id: backend.newId('l'),
      postId: found.post.id,
      userId: me.id,
      createdAt: backend.now().toISOString(),
    });
  backend.changed();
  return ok({ liked: !existing });
};

const commentView = (backend: Backend, comment: Backend['db']['comments'][number]) => {
  const author = backend.db.users.find((user) => user.id === comment.authorId);
  return {
    id: comment.id,
    postId: comment.postId,
    authorId: comment.authorId,
    author: author ? fullName(author) : 'Former member',
    content: comment.content,
    createdAt: comment.createdAt,
  };
};

export const listComments: Handler = ({ backend, params: { id }, me }) => {
  const found = visiblePost(backend, id!, me.id);
  if ('response' in found) return found.response;
  return ok(
    backend.db.comments
      .filter((comment) => comment.postId === found.post.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((comment) => commentView(backend, comment)),
  );
};

export const addComment: Handler = ({ backend, request, params: { id }, me }) => {
  const found = visiblePost(backend, id!, me.id);
  if ('response' in found) return found.response;
  const parsed = parseBody(commentRequest, request.body);
  if ('response' in parsed) return parsed.response;
  const comment = {
    id: backend.newId('cm'),
    postId: found.post.id,
    authorId: me.id,
    content: parsed.data.content,
    createdAt: backend.now().toISOString(),
  };
  backend.db.comments.push(comment);
  backend.changed();
  return ok(commentView(backend, comment), 201);
};

export const rsvp: Handler = ({ backend, request, params: { id }, me }) => {
  const found = visiblePost(backend, id!, me.id);
  if ('response' in found) return found.response;
  if (found.post.type !== 'EVENT') return fail(400, 'Only events take an RSVP');
  const parsed = parseBody(rsvpRequest, request.body);
  if ('response' in parsed) return parsed.response;
  const { db } = backend;
  const existing = db.rsvps.find(
    (candidate) => candidate.postId === found.post.id && candidate.userId === me.id,
  );
  if (existing) existing.status = parsed.data.status;
  else
    db.rsvps.push({
      id: backend.newId('r'),
      postId: found.post.id,
      userId: me.id,
      status: parsed.data.status,
      createdAt: backend.now().toISOString(),
    });
  backend.changed();
  return ok({ postId: found.post.id, status: parsed.data.status });
};
