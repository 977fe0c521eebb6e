import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { Email, Password, Telephone } from './users';

/** POST /userManage: the caller's own profile or password (personal center, spec section 5). */
export const ProfileChangeSchema = Type.Object({
  action: Type.Literal('profile'),
  real_name: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', 'x-message': 'users_name_required' }),
  telephone: Type.Optional(Telephone),
  email: Type.Optional(Email),
  department: Type.Optional(Type.String({ maxLength: 64 })),
});

export const PasswordChangeSchema = Type.Object({
  action: Type.Literal('password'),
  old_pwd: Type.String({ minLength: 1, maxLength: 128, 'x-message': 'users_old_pwd_required' }),
  pwd: Password,
  confirm_pwd: Type.String({ maxLength: 128, 'x-message': 'users_pwd_mismatch' }),
});

export const UserManageSchema = Type.Union([ProfileChangeSchema, PasswordChangeSchema]);
export type UserManageBody = Static<typeof UserManageSchema>;

/** The caller's own account: a session, no access code; a new password ends the account's other sessions. */
export const ACCOUNT_ENDPOINTS = {
  manage: endpoint({ method: 'POST', path: '/userManage', body: UserManageSchema, data: Type.Null(), access: 'session' }),
};
