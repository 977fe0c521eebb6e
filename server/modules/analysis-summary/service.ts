import type { RequestScope } from '../../auth/request-scope';
import { badRequest, notFound } from '../../http/app-error';
import { parseTimeInput } from '../../core/local-time';
import { zoneOfUser } from '../../core/zones';
import { summaryRows } from './repository';
import type { Summary, SummaryQuery } from '../../../shared/contract/api/analysis-summary';

const HOUR_MS = 3_600_000;
/** A year and a bit: the summary folds hourly rollups, so longer ranges belong to reports. */
export const MAX_RANGE_DAYS = 400;

function deviceList(raw: string | undefined): string[] | null {
  if (raw === undefined) return null;
  const ids = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  return ids.length > 0 ? ids : null;
}

/**
 * GET /analysis/summary: min, max, average and hours over the standard per device and factor.
 * Times are read in the caller's company zone; the range starts at the hour holding startTime (the
 * rollup's grain). Named devices must all be visible (404 otherwise, as everywhere).
 */
export async function summary(scope: RequestScope, q: SummaryQuery): Promise<Summary> {
  const db = scope.db;
  const zone = await zoneOfUser(db, scope.user);
  const from = parseTimeInput(q.startTime, zone);
  const to = parseTimeInput(q.endTime, zone);
  if (from === null) throw badRequest('field_invalid', { field: 'startTime' });
  if (to === null) throw badRequest('field_invalid', { field: 'endTime' });
  if (from >= to) throw badRequest('analysis_bad_range');
  if (to - from > MAX_RANGE_DAYS * 24 * HOUR_MS) throw badRequest('analysis_range_too_long', { days: MAX_RANGE_DAYS });
  const ids = deviceList(q.device_ids);
  if (ids) {
    const visible = await scope.visibleDeviceIds(ids);
    if (visible.length !== ids.length) throw notFound('device_not_found');
  }
  const start = Math.floor(from / HOUR_MS) * HOUR_MS;
  const rows = await summaryRows(db, scope.whereDeviceVisible(), new Date(start), new Date(to), ids);
  return { startTime: from, endTime: to, rows };
}
