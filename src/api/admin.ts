import { COMPANY_ENDPOINTS, type CompanyCreate, type CompanyListQuery, type CompanyOption, type CompanyRow, type CompanyUpdate } from '../../shared/contract/api/companies';
import type { PagedRows } from '../../shared/contract/envelope';
import { USER_ENDPOINTS, type UserListQuery, type UserOption, type UserRow, type UserSave } from '../../shared/contract/api/users';
import { USER_DEVICE_ENDPOINTS, type DeviceRow } from '../../shared/contract/api/userdevices';
import { USERAUTH_ENDPOINTS, type Holder } from '../../shared/contract/api/userauth';
import type { AccessEntry } from '../../shared/contract/access-catalogue';
import { call, type CallOptions } from './call';

export type { CompanyOption, CompanyRow, DeviceRow, Holder, UserOption, UserRow, UserSave };

/** The paged list shape of the admin endpoints. */
export type Paged<T> = PagedRows<T>;

// ---- Companies (9001) ----

export function listCompanies(query: CompanyListQuery, options?: CallOptions) {
  return call(COMPANY_ENDPOINTS.list, { query }, options);
}

/** GET /companies/list: the companies the caller may pick. */
export function companyOptions() {
  return call(COMPANY_ENDPOINTS.options);
}

export function createCompany(body: CompanyCreate) {
  return call(COMPANY_ENDPOINTS.create, { body });
}

export function updateCompany(id: number, body: CompanyUpdate) {
  return call(COMPANY_ENDPOINTS.update, { params: { id }, body });
}

export function deleteCompany(id: number) {
  return call(COMPANY_ENDPOINTS.remove, { params: { id } });
}

// ---- Users (9002) ----

export type UserType = UserRow['user_type'];

export function listUsers(query: UserListQuery, options?: CallOptions) {
  return call(USER_ENDPOINTS.list, { query }, options);
}

/** Creates without `id`, updates with it. */
export function saveUser(body: UserSave) {
  return call(USER_ENDPOINTS.save, { body });
}

export function deleteUser(id: number) {
  return call(USER_ENDPOINTS.remove, { params: { id } });
}

export function resetPassword(userId: number, pwd: string) {
  return call(USER_ENDPOINTS.resetPassword, { body: { userId, pwd } });
}

/** GET /users/findUsers: the users the caller may pick (binding, users to notify). */
export function userOptions() {
  return call(USER_ENDPOINTS.options);
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

export function routesOfUser(userId: number, options?: CallOptions) {
  return call(USERAUTH_ENDPOINTS.routesOf, { query: { userId } }, options);
}

export function addPermission(userId: number, codes: string[]) {
  return call(USERAUTH_ENDPOINTS.grant, { body: { userId, codes } });
}

export function deletePermission(userId: number, codes: string[]) {
  return call(USERAUTH_ENDPOINTS.revoke, { body: { userId, codes } });
}

export function holdersOf(code: string, options?: CallOptions) {
  return call(USERAUTH_ENDPOINTS.holders, { query: { code } }, options);
}

export function bulkPermission(code: string, grant: number[], revoke: number[]) {
  return call(USERAUTH_ENDPOINTS.bulk, { body: { code, grant, revoke } });
}
