import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';

/** A string that must hold something other than whitespace (spec's "cannot be empty"). */
export const NonBlank = (messageKey: string, maxLength = 64) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', 'x-message': messageKey });

export const LoginBodySchema = Type.Object({
  username: NonBlank('login_account_required'),
  password: Type.String({ minLength: 1, maxLength: 128, 'x-message': 'login_password_required' }),
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const UnlockBodySchema = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 128, 'x-message': 'login_password_required' }),
});

/** The user as the console keeps it in its `user` cookie (spec section 3). */
export const SessionUserSchema = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  realName: Type.Union([Type.String(), Type.Null()]),
  userType: Type.Union([Type.Literal('admin'), Type.Literal('agent'), Type.Literal('customer')]),
  access_keys: Type.String({ description: 'comma-separated access codes' }),
  screen_type: Type.String(),
  tenant: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
});
export type SessionUserView = Static<typeof SessionUserSchema>;

/**
 * Signing in and out, the lock screen and the current session. Login and logout are public (a
 * logout with an expired session still clears the cookie); the rest need the session.
 */
export const AUTH_ENDPOINTS = {
  login: endpoint({ method: 'POST', path: '/login', body: LoginBodySchema, data: SessionUserSchema, access: 'public' }),
  logout: endpoint({ method: 'POST', path: '/logout', data: Type.Null(), access: 'public' }),
  /** The server answers 423 to this session's calls until unlock (or logout). */
  lock: endpoint({ method: 'POST', path: '/lock', data: Type.Null(), access: 'session' }),
  unlock: endpoint({ method: 'POST', path: '/unlock', body: UnlockBodySchema, data: Type.Null(), access: 'session' }),
  session: endpoint({ method: 'GET', path: '/session', data: SessionUserSchema, access: 'session' }),
};
