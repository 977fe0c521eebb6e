import type { UserProfile } from '../../shared/contract/api/users';
import { api, type RequestOptions } from './client';

/** POST /users/findUserinfo: the caller's own profile. */
export type OwnProfile = UserProfile;

export function findUserinfo(options?: RequestOptions) {
  return api.post<OwnProfile>('/users/findUserinfo', {}, options);
}

export interface ProfileInput {
  real_name: string;
  telephone: string;
  email?: string;
  department?: string;
}

export function updateProfile(input: ProfileInput) {
  return api.post<unknown>('/userManage', { action: 'profile', ...input });
}

export function changePassword(input: { old_pwd: string; pwd: string; confirm_pwd: string }) {
  return api.post<unknown>('/userManage', { action: 'password', ...input });
}

/** POST /users/avatar: one's own avatar; the server crops it square and answers its address. */
export function uploadAvatar(file: Blob, filename: string) {
  return api.upload<{ url: string }>('/users/avatar', file, filename);
}

export function deleteAvatar() {
  return api.delete<null>('/users/avatar');
}
