import { api, type RequestOptions } from './client';

/** POST /users/findUserinfo: the caller's own profile. */
export interface OwnProfile {
  userId: number;
  user_name: string;
  real_name: string | null;
  telephone: string | null;
  email: string | null;
  department: string | null;
  tenant_id: number | null;
  company_name: string | null;
  user_type: string;
  screen_type: string;
  last_sign_in_at: string | null;
}

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
