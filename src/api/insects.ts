import {
  INSECT_ENDPOINTS,
  type AreaSummaryQuery,
  type AreaSummaryRow,
  type InsectArea,
  type InsectBox,
  type InsectCount,
  type TrapDaily,
  type TrapDailyQuery,
  type TrapLatest,
  type WormDataListQuery,
  type WormPicture,
  type WormStatistics,
  type WormStatisticsQuery,
} from '../../shared/contract/api/insects';
import { addressOf, call, upload, type CallOptions } from './call';
import { download } from './download';
import { manage, type ManageInput } from './manage';

export type { TrapDaily, AreaSummaryRow, InsectArea, InsectBox, InsectCount, TrapLatest, WormPicture, WormStatistics };
export type InsectAreaInput = ManageInput<typeof INSECT_ENDPOINTS.areas, 'add'>;

/** GET /getWormDataList: a trap's pictures with counts and boxes, newest first. */
export function wormDataList(query: WormDataListQuery, options?: CallOptions) {
  return call(INSECT_ENDPOINTS.pictures, { query }, options);
}

/** The address of a stored picture (the session cookie authorises it). */
export const pictureSrc = (picture: WormPicture) => addressOf(INSECT_ENDPOINTS.picture, { params: { id: picture.id } });

/** GET /getWormStatisticsByGroup: counts per trap and day of an area. */
export function wormStatistics(query: WormStatisticsQuery, options?: CallOptions) {
  return call(INSECT_ENDPOINTS.statistics, { query }, options);
}

/** GET /insects/traps: the traps the caller sees with their latest count. */
export function insectTraps(options?: CallOptions) {
  return call(INSECT_ENDPOINTS.traps, {}, options);
}

/** GET /insects/daily: one trap's counts per day. */
export function trapDaily(query: TrapDailyQuery, options?: CallOptions) {
  return call(INSECT_ENDPOINTS.daily, { query }, options);
}

/** GET /insects/areaSummary: every area's total over a range. */
export function areaSummary(query: AreaSummaryQuery, options?: CallOptions) {
  return call(INSECT_ENDPOINTS.areaSummary, { query }, options);
}

/** POST /insects/count: counts one picture without storing it. */
export function countPicture(file: Blob, filename: string) {
  return upload(INSECT_ENDPOINTS.count, file, filename);
}

const areas = manage(INSECT_ENDPOINTS.areas);
export function searchAreas(query: ManageInput<typeof INSECT_ENDPOINTS.areas, 'search'>, options?: CallOptions) {
  return areas.search(query, options);
}
export function addArea(input: InsectAreaInput) {
  return areas.add(input);
}
export function updateArea(id: number, input: InsectAreaInput) {
  return areas.update({ id, ...input });
}
/** To the recycle bin. */
export function deleteAreas(ids: number[]) {
  return areas.remove(ids);
}

/** GET /insects/areaSummary/export: the area table as .xlsx, in the interface language. */
export function exportAreaSummary(query: AreaSummaryQuery) {
  return download(INSECT_ENDPOINTS.areaSummaryExport, { query: { beginTime: query.beginTime, endTime: query.endTime } }, 'insect-areas.xlsx');
}
