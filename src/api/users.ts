import type { Static } from 'typebox';
import type { AvatarSavedSchema, UserProfile } from '../../shared/contract/api/users';
import type { UserManageBody } from '../../shared/contract/api/user-manage';
import { api, type RequestOptions } from './client';

/** POST /users/findUserinfo: the caller's own profile. */
export type OwnProfile = UserProfile;

export function findUserinfo(options?: RequestOptions) {
  return api.post<OwnProfile>('/users/findUserinfo', {}, options);
}

export type ProfileInput = Omit<Extract<UserManageBody, { action: 'profile' }>, 'action'>;
type PasswordInput = Omit<Extract<UserManageBody, { action: 'password' }>, 'action'>;

export function updateProfile(input: ProfileInput) {
  return api.post<unknown>('/userManage', { action: 'profile', ...input });
}

export function changePassword(input: PasswordInput) {
  return api.post<unknown>('/userManage', { action: 'password', ...input });
}

/** POST /users/avatar: one's own avatar; the server crops it square and answers its address. */
export function uploadAvatar(file: Blob, filename: string) {
  return api.upload<Static<typeof AvatarSavedSchema>>('/users/avatar', file, filename);
}

export function deleteAvatar() {
  return api.delete<null>('/users/avatar');
}
