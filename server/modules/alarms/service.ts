import type { RequestScope } from '../../auth/request-scope';
import { badRequest, forbidden } from '../../http/app-error';
import { parseTimeInput } from '../../core/local-time';
import { DEFAULT_TIME_ZONE, zoneOfUser } from '../../core/zones';
import * as repo from './repository';
import * as notices from './notice-repository';
import type { StoredNoticeItem } from './engine/notices';
import type { AlarmManageBody, Notice } from '../../../shared/contract/api/alarms';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import './messages';

/** The message center looks at this many recent notices. */
const NOTICE_WINDOW = 500;
/** Alarm prompts list at most this many active alarms. */
const PROMPT_LIMIT = 200;

async function timeRange(scope: RequestScope, start?: string | number, end?: string | number) {
  const zone = await zoneOfUser(scope.db, scope.user);
  const from = start === undefined ? undefined : parseTimeInput(start, zone);
  const to = end === undefined ? undefined : parseTimeInput(end, zone);
  if (from === null) throw badRequest('field_invalid', { field: 'startTime' });
  if (to === null) throw badRequest('field_invalid', { field: 'endTime' });
  return { from, to };
}

export async function activeOfDevice(scope: RequestScope, deviceId: string) {
  await scope.assertDeviceVisible(deviceId);
  return repo.listAlarms(scope, { deviceIds: [deviceId], state: 'active' }, PROMPT_LIMIT);
}

/** The list's filters as the repository takes them; a time that does not parse is a 400 naming it. */
export async function filterOf(scope: RequestScope, body: Pick<AlarmManageBody, 'device_id' | 'param_key' | 'state' | 'kind' | 'startTime' | 'endTime'>): Promise<repo.AlarmFilter> {
  const { from, to } = await timeRange(scope, body.startTime, body.endTime);
  return {
    deviceIds: body.device_id ? [body.device_id] : undefined,
    paramKey: body.param_key,
    state: body.state ?? 'all',
    kind: body.kind,
    from,
    to,
  };
}

/**
 * POST /alarmManage: `search` lists (paged), `ack` acknowledges the visible ones among `ids`,
 * `clear` (data alarms, 7002) closes them by hand (see AlarmEngine.clear for what follows).
 */
export async function manage(scope: RequestScope, body: AlarmManageBody) {
  if (body.type === 'ack' || body.type === 'clear') {
    if (body.type === 'clear' && !scope.holds(ROUTE_ACCESS.dataAlarms)) throw forbidden();
    if (!body.ids || body.ids.length === 0) throw badRequest('field_required', { field: 'ids' });
    const visible = await repo.visibleAlarmIds(scope, body.ids);
    if (body.type === 'clear') return { rows: [], total: 0, cleared: await scope.app.alarms.clear(visible, scope.user.id) };
    const acknowledged = await scope.app.alarms.acknowledge(visible, scope.user.id);
    return { rows: [], total: 0, acknowledged };
  }
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
  return repo.listAlarms(scope, await filterOf(scope, body), pageSize, (page - 1) * pageSize);
}

/** Active, unacknowledged alarms, optionally of some devices (the header prompt and home list). */
export function prompts(scope: RequestScope, ids?: string) {
  const deviceIds = ids ? ids.split(',').map((s) => s.trim()).filter(Boolean) : undefined;
  return repo.listAlarms(scope, { deviceIds, state: 'unacked' }, PROMPT_LIMIT);
}

export async function info(scope: RequestScope, deviceId: string, paramKey: string | undefined, count: number) {
  await scope.assertDeviceVisible(deviceId);
  const param = paramKey ? scope.app.ingest.registry.get(deviceId)?.params.get(paramKey) : undefined;
  const { rows } = await repo.listAlarms(scope, { deviceIds: [deviceId], paramKey }, count);
  const config = param
    ? {
        param_key: param.param_key,
        name: param.name,
        max: param.max,
        min: param.min,
        isHigh: param.isHigh,
        period: param.period,
        maxTime: param.maxTime,
        waitTime: param.waitTime,
        isOpen: param.isOpen,
      }
    : null;
  return { config, rows };
}

/**
 * The alarm notices of the user's companies, newest first, as stored; an ordinary customer sees
 * only the items about its own devices (and no notice without any).
 */
async function visibleNotices(scope: RequestScope) {
  const rows = await notices.noticesOf(scope.db, scope.user.id, scope.whereTenant('n.tenant_id'), NOTICE_WINDOW);
  const visible = await scope.deviceSubset();
  const list: Array<Omit<Notice, 'items'> & { items: StoredNoticeItem[] }> = [];
  for (const row of rows) {
    let items = (typeof row.items === 'string' ? JSON.parse(row.items) : row.items) as StoredNoticeItem[];
    if (visible) items = items.filter((item) => visible.has(item.device_id));
    if (items.length === 0) continue;
    const updated = new Date(row.updated_at).getTime();
    const read = row.read_at !== null && new Date(row.read_at).getTime() >= updated;
    const timezone = row.timezone ?? DEFAULT_TIME_ZONE;
    list.push({ id: row.id, tenant_id: row.tenant_id, count: items.length, created_at: new Date(row.created_at).getTime(), updated_at: updated, read, timezone, items });
  }
  return list;
}

/**
 * The message center (GET /mesPrompt/find): a page of visible notices, each item with its
 * parameter's names in both languages, unit, direction and threshold from the alarm's row.
 */
export async function findNotices(scope: RequestScope, page: number, pageSize: number, unreadOnly: boolean) {
  const list = await visibleNotices(scope);
  const unread = list.filter((n) => !n.read).length;
  const filtered = unreadOnly ? list.filter((n) => !n.read) : list;
  const shown = filtered.slice((page - 1) * pageSize, page * pageSize);
  const details = await repo.alarmDetails(scope, shown.flatMap((n) => n.items.map((item) => item.alarmId)));
  const rows: Notice[] = shown.map((notice) => ({
    ...notice,
    items: notice.items.map((item) => {
      const detail = details.get(item.alarmId);
      // An alarm no longer on record (its device deleted) keeps what the notice stored.
      if (!detail) return { ...item, name_en: item.name, unit: null, direction: null, threshold: null };
      return { ...item, name: detail.name, name_en: detail.name_en, unit: detail.unit, direction: detail.direction, threshold: detail.threshold };
    }),
  }));
  return { rows, total: filtered.length, unread };
}

export async function readNotices(scope: RequestScope, ids: number[] | undefined, all: boolean) {
  const visible = (await visibleNotices(scope)).map((n) => n.id);
  const chosen = all ? visible : visible.filter((id) => ids?.includes(id));
  await notices.markRead(scope.db, scope.user.id, chosen);
  return { read: chosen.length };
}

/** POST /devices/updatedAlarmTimes: sets maxTime (notifications per alarm) of one or all parameters. */
export async function updateAlarmTimes(scope: RequestScope, deviceId: string, paramKey: string | undefined, maxTime: number) {
  const db = scope.db;
  await scope.assertDeviceVisible(deviceId);
  let query = db.updateTable('device_params').set({ maxTime }).where('device_id', '=', deviceId);
  if (paramKey) query = query.where('param_key', '=', paramKey);
  const result = await query.executeTakeFirst();
  scope.bus.emit('config', { deviceId });
  return { updated: Number(result.numUpdatedRows) };
}

export async function alarmDates(scope: RequestScope, startTime: string, endTime: string) {
  const { from, to } = await timeRange(scope, startTime, endTime);
  return { rows: await repo.alarmsPerDay(scope, from!, to!) };
}
