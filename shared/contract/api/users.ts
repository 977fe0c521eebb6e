import { Type, type Static } from 'typebox';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { Paged, PageQuery } from '../envelope';
import { Id, Nullable } from '../schema-bounds';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_DIGITS, PHONE_MAX } from '../field-rules';

/** Spec section 5: account name required and unique; password 6..32; e-mail at most 255. */
export const AccountName = Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', 'x-message': 'users_account_required' });
export const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, 'x-message': 'users_pwd_length' });
/** A Chinese mobile number (shared/contract/field-rules.ts, as alarm contacts), or empty for "none". */
export const Telephone = Type.String({ maxLength: PHONE_MAX, pattern: `^(${PHONE_DIGITS})?$`, 'x-message': 'users_phone_invalid' });
export const Email = Type.String({
  maxLength: EMAIL_MAX,
  pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
  'x-message': 'users_email_invalid',
});
export const RealName = Type.String({ maxLength: 64 });
// Enums rather than unions of literals, so a wrong value is answered with the allowed list.
export const ScreenType = Type.Enum(['fish', 'waterConservancy', 'agriculture', 'fishScreen']);
/** The types an administrator can give; the platform admin itself is made only by the seed. */
export const AssignableUserType = Type.Enum(['agent', 'customer']);
export const UserType = Type.Enum(['admin', 'agent', 'customer']);
const Time = Nullable(Type.String({ format: 'date-time' }));

export const UserRowSchema = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  real_name: Nullable(Type.String()),
  tenant_id: Nullable(Type.Integer()),
  company_name: Nullable(Type.String()),
  user_type: UserType,
  telephone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  screen_type: Type.String(),
  last_sign_in_at: Time,
  created_at: Type.String({ format: 'date-time' }),
  avatar_url: Nullable(Type.String()),
});
export type UserRow = Static<typeof UserRowSchema>;

export const UserListQuerySchema = Type.Object({
  ...PageQuery,
  user_name: Type.Optional(Type.String({ maxLength: 64 })),
  tenant_id: Type.Optional(Id()),
  user_type: Type.Optional(UserType),
});
export type UserListQuery = Static<typeof UserListQuerySchema>;

/** Create (no id) or update (id): on update an absent field, and an absent pwd, stay unchanged. */
export const UserSaveSchema = Type.Object({
  id: Type.Optional(Id()),
  user_name: AccountName,
  real_name: Type.Optional(RealName),
  pwd: Type.Optional(Password),
  tenant_id: Type.Optional(Id()),
  user_type: Type.Optional(AssignableUserType),
  telephone: Type.Optional(Telephone),
  email: Type.Optional(Email),
  department: Type.Optional(Type.String({ maxLength: 64 })),
  screen_type: Type.Optional(ScreenType),
});
export type UserSave = Static<typeof UserSaveSchema>;

export const ResetPasswordSchema = Type.Object({ userId: Id(), pwd: Password });
export const UserIdParamsSchema = Type.Object({ id: Id() });
export const FindUserinfoSchema = Type.Object({ userId: Type.Optional(Id()) });

export const UserProfileSchema = Type.Object({
  userId: Type.Integer(),
  user_name: Type.String(),
  real_name: Nullable(Type.String()),
  telephone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  department: Nullable(Type.String()),
  tenant_id: Nullable(Type.Integer()),
  company_name: Nullable(Type.String()),
  user_type: UserType,
  screen_type: Type.String(),
  last_sign_in_at: Time,
  /** Where the user's avatar loads from (GET /users/avatar/:id), null without one. */
  avatar_url: Nullable(Type.String()),
});
export type UserProfile = Static<typeof UserProfileSchema>;

export const AvatarParamsSchema = Type.Object({ id: Id() });
export const AvatarSavedSchema = Type.Object({ url: Type.String() });

export const FindUsersQuerySchema = Type.Object({
  user_id: Type.Optional(Id({ description: 'whose view (platform admin only); default the caller' })),
  userType: Type.Optional(UserType),
});
export const UserOptionSchema = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  real_name: Nullable(Type.String()),
  user_type: UserType,
  tenant_id: Nullable(Type.Integer()),
});
export type UserOption = Static<typeof UserOptionSchema>;

/**
 * Users of the companies (9002; who sees whom is the server's), the picker of the pages that
 * choose users, one's own profile (a session; another user's needs 9002, checked by the service)
 * and avatars (one's own with a session; another's needs the user list's code, checked by the
 * service).
 */
export const USER_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/users', query: UserListQuerySchema, data: Paged(UserRowSchema), access: 'users' }),
  /** Creates without `id`, updates with it. */
  save: endpoint({ method: 'POST', path: '/users', body: UserSaveSchema, data: Type.Object({ id: Type.Integer() }), access: 'users' }),
  resetPassword: endpoint({ method: 'POST', path: '/users/resetPassword', body: ResetPasswordSchema, data: Type.Null(), access: 'users' }),
  remove: endpoint({ method: 'DELETE', path: '/users/:id', params: UserIdParamsSchema, data: Type.Null(), access: 'users' }),
  profile: endpoint({ method: 'POST', path: '/users/findUserinfo', body: FindUserinfoSchema, data: UserProfileSchema, access: 'session' }),
  options: endpoint({ method: 'GET', path: '/users/findUsers', query: FindUsersQuerySchema, data: Type.Array(UserOptionSchema), access: 'userPickers' }),
  avatar: endpoint({ method: 'GET', path: '/users/avatar/:id', params: AvatarParamsSchema, data: FILE_ANSWER, produces: ['image/webp'], access: 'session' }),
  /** One's own, cropped square by the server. */
  uploadAvatar: endpoint({ method: 'POST', path: '/users/avatar', data: AvatarSavedSchema, access: 'session', upload: true }),
  deleteAvatar: endpoint({ method: 'DELETE', path: '/users/avatar', data: Type.Null(), access: 'session' }),
};
