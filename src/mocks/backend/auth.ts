import { loginRequest, signupRequest } from '../../contract/schemas';
import { fail, ok, parseBody, type Backend, type PublicHandler } from './http';
import { hashPassword, verifyPassword } from './password';
import { ownUser } from './identity';

const startSession = (backend: Backend, userId: string) => {
  const token = backend.newToken();
  backend.db.sessions.push({ token, userId, createdAt: backend.now().toISOString() });
  return token;
};

export const signup: PublicHandler = ({ backend, request }) => {
  const parsed = parseBody(signupRequest, request.body);
  if ('response' in parsed) return parsed.response;
  const body = parsed.data;
  if (body.userType === 'NON_AMERICAN' && !body.nationality) {
    return {
      status: 400,
      body: {
        errors: [{ path: 'nationality', msg: 'Nationality is required for international members' }],
      },
    };
  }
  const email = body.email.toLowerCase();
  if (backend.db.users.some((user) => user.email === email))
    return fail(400, 'An account with this email already exists');
  const { password, ...profile } = body;
  const member = {
    ...profile,
    email,
    passwordHash: hashPassword(password),
    id: backend.newId('u'),
    nationality: body.userType === 'AMERICAN' ? null : body.nationality,
    culturalJourney: null,
    isOnline: true,
    isPremium: false,
    profileCompleted: true,
    createdAt: backend.now().toISOString(),
    compatibilitySeed: 75,
    distance: 10,
  };
  backend.db.users.push(member);
  const token = startSession(backend, member.id);
  backend.changed();
  return ok({ user: ownUser(member), token }, 201);
};

export const login: PublicHandler = ({ backend, request }) => {
  const parsed = parseBody(loginRequest, request.body);
  if ('response' in parsed) return parsed.response;
  const member = backend.db.users.find((user) => user.email === parsed.data.email.toLowerCase());
  // 400, not 401: a 401 means an expired session to the client, which would sign the visitor out.
  if (!member || !verifyPassword(parsed.data.password, member.passwordHash))
    return fail(400, 'Invalid email or password');
  const token = startSession(backend, member.id);
  backend.changed();
  return ok({ user: ownUser(member), token });
};
