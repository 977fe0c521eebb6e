import type { CompanyOption, CompanyRow } from '../../shared/contract/api/companies';
import type { PagedRows } from '../../shared/contract/envelope';
import type { UserOption, UserRow, UserSave } from '../../shared/contract/api/users';
import { USER_DEVICE_ENDPOINTS, type DeviceRow } from '../../shared/contract/api/userdevices';
import type { BulkResult, Holder, UserRoutes } from '../../shared/contract/api/userauth';
import type { AccessEntry } from '../../shared/contract/access-catalogue';
import { api, type RequestOptions } from './client';
import { call } from './call';

export type { CompanyOption, CompanyRow, DeviceRow, Holder, UserOption, UserRow, UserSave };

/** The paged list shape of the admin endpoints. */
export type Paged<T> = PagedRows<T>;

// ---- Companies (9001) ----

export function listCompanies(query: { page: number; pageSize: number; name?: string }, options?: RequestOptions) {
  return api.get<Paged<CompanyRow>>('/companies', { ...options, query });
}

export function companyOptions() {
  return api.get<CompanyOption[]>('/companies/list');
}

export function createCompany(body: { name: string; alias?: string | null }) {
  return api.post<{ id: number }>('/companies', body);
}

export function updateCompany(id: number, body: { name?: string; alias?: string | null; is_lock?: 0 | 1 }) {
  return api.put<null>(`/companies/${id}`, body);
}

export function deleteCompany(id: number) {
  return api.delete<null>(`/companies/${id}`);
}

// ---- Users (9002) ----

export type UserType = UserRow['user_type'];

export function listUsers(
  query: { page: number; pageSize: number; user_name?: string; tenant_id?: number; user_type?: UserType },
  options?: RequestOptions,
) {
  return api.get<Paged<UserRow>>('/users', { ...options, query });
}

/** Creates without `id`, updates with it. */
export function saveUser(body: UserSave) {
  return api.post<{ id: number }>('/users', body);
}

export function deleteUser(id: number) {
  return api.delete<null>(`/users/${id}`);
}

export function resetPassword(userId: number, pwd: string) {
  return api.post<null>('/users/resetPassword', { userId, pwd });
}

export function userOptions() {
  return api.get<UserOption[]>('/users/findUsers');
}

// ---- Bound devices ----

/** The devices the caller may bind to this user: the server decides, by the caller's view and the user's companies. */
export async function assignableDevices(userId: number): Promise<DeviceRow[]> {
  return (await call(USER_DEVICE_ENDPOINTS.assignable, { params: { userId } })).rows;
}

export async function boundDevices(userId: number): Promise<DeviceRow[]> {
  return (await call(USER_DEVICE_ENDPOINTS.boundTo, { params: { userId } })).rows;
}

export function updateUserDevices(userId: number, deviceIds: string[]) {
  return call(USER_DEVICE_ENDPOINTS.updateUserDevices, { body: { userId, deviceIds } });
}

// ---- Access codes (assigned routes) ----

/** The catalogue entry shape is the server's own (shared/contract/access-catalogue.ts). */
export type { AccessEntry };

export function routesOfUser(userId: number, options?: RequestOptions) {
  return api.get<UserRoutes>('/users/findRoutesByUserId', { ...options, query: { userId } });
}

export function addPermission(userId: number, codes: string[]) {
  return api.post<null>('/userauth/addPermission', { userId, codes });
}

export function deletePermission(userId: number, codes: string[]) {
  return api.post<null>('/userauth/deletePermission', { userId, codes });
}

export function holdersOf(code: string, options?: RequestOptions) {
  return api.get<Holder[]>('/userauth/holders', { ...options, query: { code } });
}

export function bulkPermission(code: string, grant: number[], revoke: number[]) {
  return api.post<BulkResult>('/userauth/bulk', { code, grant, revoke });
}
