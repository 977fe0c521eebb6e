import { USER_ENDPOINTS, type UserProfile } from '../../shared/contract/api/users';
import { ACCOUNT_ENDPOINTS, type UserManageBody } from '../../shared/contract/api/user-manage';
import { call, upload, type CallOptions } from './call';

/** POST /users/findUserinfo: the caller's own profile. */
export type OwnProfile = UserProfile;

export function findUserinfo(options?: CallOptions) {
  return call(USER_ENDPOINTS.profile, {}, options);
}

export type ProfileInput = Omit<Extract<UserManageBody, { action: 'profile' }>, 'action'>;
type PasswordInput = Omit<Extract<UserManageBody, { action: 'password' }>, 'action'>;

export function updateProfile(input: ProfileInput) {
  return call(ACCOUNT_ENDPOINTS.manage, { body: { action: 'profile', ...input } });
}

export function changePassword(input: PasswordInput) {
  return call(ACCOUNT_ENDPOINTS.manage, { body: { action: 'password', ...input } });
}

/** POST /users/avatar: one's own avatar; the server crops it square and answers its address. */
export function uploadAvatar(file: Blob, filename: string) {
  return upload(USER_ENDPOINTS.uploadAvatar, file, filename);
}

export function deleteAvatar() {
  return call(USER_ENDPOINTS.deleteAvatar);
}
