import type {
  AreaSummaryQuery,
  AreaSummaryRow,
  InsectArea,
  InsectAreaManageBody,
  InsectBox,
  InsectCount,
  TrapDaily,
  TrapDailyQuery,
  TrapLatest,
  WormDataListQuery,
  WormPicture,
  WormStatistics,
  WormStatisticsQuery,
} from '../../shared/contract/api/insects';
import type { ManageIdsResult } from '../../shared/contract/manage-body';
import { storedLanguage } from '../i18n/language';
import { api, API_BASE, ApiError, type RequestOptions } from './client';

export type { TrapDaily, AreaSummaryRow, InsectArea, InsectBox, InsectCount, TrapLatest, WormPicture, WormStatistics };
type Of<T extends InsectAreaManageBody['type']> = Omit<Extract<InsectAreaManageBody, { type: T }>, 'type'>;
export type InsectAreaInput = Of<'add'>;

/** GET /getWormDataList: a trap's pictures with counts and boxes, newest first. */
export function wormDataList(query: WormDataListQuery, options?: RequestOptions) {
  return api.get<{ rows: WormPicture[]; total: number }>('/getWormDataList', { ...options, query: { ...query } });
}

/** The address of a stored picture (the session cookie authorises it). */
export const pictureSrc = (picture: WormPicture) => `${API_BASE}${picture.url.replace(/^\/api/, '')}`;

/** GET /getWormStatisticsByGroup: counts per trap and day of an area. */
export function wormStatistics(query: WormStatisticsQuery, options?: RequestOptions) {
  return api.get<WormStatistics>('/getWormStatisticsByGroup', { ...options, query: { ...query } });
}

/** GET /insects/traps: the traps the caller sees with their latest count. */
export function insectTraps(options?: RequestOptions) {
  return api.get<{ rows: TrapLatest[] }>('/insects/traps', options);
}

/** GET /insects/daily: one trap's counts per day. */
export function trapDaily(query: TrapDailyQuery, options?: RequestOptions) {
  return api.get<TrapDaily>('/insects/daily', { ...options, query: { ...query } });
}

/** GET /insects/areaSummary: every area's total over a range. */
export function areaSummary(query: AreaSummaryQuery, options?: RequestOptions) {
  return api.get<{ rows: AreaSummaryRow[] }>('/insects/areaSummary', { ...options, query: { ...query } });
}

/** POST /insects/count: counts one picture without storing it. */
export function countPicture(file: Blob, filename: string) {
  return api.upload<InsectCount>('/insects/count', file, filename);
}

const AREAS = '/insectAreaManage';
export function searchAreas(query: Of<'search'>, options?: RequestOptions) {
  return api.post<{ rows: InsectArea[]; total: number }>(AREAS, { type: 'search', ...query }, options);
}
export function addArea(input: InsectAreaInput) {
  return api.post<InsectArea>(AREAS, { type: 'add', ...input });
}
export function updateArea(id: number, input: InsectAreaInput) {
  return api.post<InsectArea>(AREAS, { type: 'update', id, ...input });
}
/** To the recycle bin. */
export function deleteAreas(ids: number[]) {
  return api.post<ManageIdsResult>(AREAS, { type: 'delete', ids });
}

/** GET /insects/areaSummary/export: the area table as .xlsx, in the interface language. */
export async function exportAreaSummary(query: AreaSummaryQuery): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(`${API_BASE}/insects/areaSummary/export?${new URLSearchParams({ beginTime: String(query.beginTime), endTime: String(query.endTime) })}`, {
    credentials: 'include',
    headers: { 'accept-language': storedLanguage() },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? String(response.status), body.message ?? response.statusText);
  }
  return { blob: await response.blob(), filename: 'insect-areas.xlsx' };
}
