import type { Base, BaseManageBody, PondOverview, PondOverviewQuery } from '../../shared/contract/api/farm';
import type { ManageIdsResult } from '../../shared/contract/manage-body';
import { storedLanguage } from '../i18n/language';
import { API_BASE, ApiError, api, type RequestOptions } from './client';

export type { Base, PondOverview };
/** A registry row: the declared fields, the names of what they reference, and the bookkeeping columns. */
export type FarmRow = Record<string, unknown> & { id: number; tenant_id: number; deleted_at: string | null };
export type FarmFilter = Record<string, unknown>;

/** POST <path> {type: search}: a page of a registry resource (its recycle bin with `deleted`). */
export function searchFarm(path: string, query: FarmFilter & { page?: number; pageSize?: number; deleted?: boolean }, options?: RequestOptions) {
  return api.post<{ rows: FarmRow[]; total: number }>(path, { type: 'search', ...query }, options);
}

export function addFarm(path: string, values: FarmFilter) {
  return api.post<FarmRow>(path, { type: 'add', ...values });
}

export function updateFarm(path: string, id: number, values: FarmFilter) {
  return api.post<FarmRow>(path, { type: 'update', id, ...values });
}

export function deleteFarm(path: string, ids: number[]) {
  return api.post<ManageIdsResult>(path, { type: 'delete', ids });
}

export function restoreFarm(path: string, ids: number[]) {
  return api.post<ManageIdsResult>(path, { type: 'restore', ids });
}

/** POST <path>/export: the filtered list as the server's .xlsx, with the name the server gave it. */
export async function exportFarm(path: string, filter: FarmFilter): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(`${API_BASE}${path}/export`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'accept-language': storedLanguage(), 'content-type': 'application/json' },
    body: JSON.stringify(filter),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? String(response.status), body.message ?? response.statusText);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.xlsx';
  return { blob: await response.blob(), filename };
}

type BaseOf<T extends BaseManageBody['type']> = Omit<Extract<BaseManageBody, { type: T }>, 'type'>;
export type BaseInput = BaseOf<'add'>;

/** POST /baseManage: the aquaculture bases (the breeding map's sites). */
export function searchBases(query: BaseOf<'search'>, options?: RequestOptions) {
  return api.post<{ rows: Base[]; total: number }>('/baseManage', { type: 'search', ...query }, options);
}
export function addBase(input: BaseInput) {
  return api.post<Base>('/baseManage', { type: 'add', ...input });
}
export function updateBase(id: number, input: BaseInput) {
  return api.post<Base>('/baseManage', { type: 'update', id, ...input });
}
export function deleteBases(ids: number[]) {
  return api.post<ManageIdsResult>('/baseManage', { type: 'delete', ids });
}

/** POST /pageszhuatai: ponds with days since seeding, feed used, biomass and FCR. */
export function pondOverview(query: PondOverviewQuery, options?: RequestOptions) {
  return api.post<{ rows: PondOverview[]; total: number }>('/pageszhuatai', query, options);
}

/** POST /delZhutaiPage: removes a pond without production records. */
export function deletePond(id: number) {
  return api.post<ManageIdsResult>('/delZhutaiPage', { id });
}
