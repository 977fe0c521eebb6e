import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import { parseTimeInput } from '../../core/local-time';
import type { RawPage } from '../../../shared/contract/api/datahis';
import { rawPage } from './repository';
import { paramsOf, visibleDevice } from './series-service';

/**
 * GET /datahis/manageValid and /datahis/findInvalid: one device's raw readings in a range (times
 * in the device's zone), newest first, with each reading's parameter name, validity, manual marker
 * and who marked it. `flaggedOnly`: the invalid and operator-marked readings only.
 */
export async function auditPage(
  scope: RequestScope,
  q: { startTime: string; endTime: string; device_id: string; param_key?: string; paraName?: string; page?: number; pageSize?: number },
  flaggedOnly: boolean,
): Promise<RawPage> {
  const device = await visibleDevice(scope, q.device_id);
  const key = q.param_key || q.paraName || undefined;
  if (key) paramsOf(device, [key]);
  const from = parseTimeInput(q.startTime, device.timezone);
  const to = parseTimeInput(q.endTime, device.timezone);
  if (from === null) throw badRequest('field_invalid', { field: 'startTime' });
  if (to === null) throw badRequest('field_invalid', { field: 'endTime' });
  if (from >= to) throw badRequest('datahis_bad_range');
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 50;
  const result = await rawPage(scope.db, { deviceId: device.deviceId, paramKey: key, from, to, flaggedOnly }, pageSize, (page - 1) * pageSize);
  const rows = result.rows.map((r) => {
    const param = device.params.get(r.param_key);
    return { ...r, name: param?.name ?? r.param_key, name_en: param?.name_en ?? null, unit: param?.unit ?? null };
  });
  return { rows, total: result.total };
}
