import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import { translate } from '../../i18n/messages';
import { insertNotice } from '../notices';
import type { CompleteBody, PmItem } from '../../../shared/contract/api/optimisation';
import { schedule, type WearFacts } from './pm-schedule';
import * as repo from './repository';
import './messages';

const DAY_MS = 86_400_000;
/** Lab tests older than this say nothing about today's sensor. */
const DRIFT_WINDOW_MS = 90 * DAY_MS;
/** A maintenance time may run ahead of the server clock by this much (a phone's clock). */
const CLOCK_SLACK_MS = 5 * 60_000;
/** "Never maintained" is one cycle, keyed by this start in pm_notices. */
const NEVER = new Date(0);

function visibleDevices(scope: RequestScope, deviceId?: string) {
  let query = scope.db
    .selectFrom('devices')
    .select(['device_id', 'device_name', 'device_type', 'tenant_id', 'created_at'])
    .where('deleted_at', 'is', null)
    .where(scope.whereDeviceVisible('devices.device_id'));
  if (deviceId) query = query.where('device_id', '=', deviceId);
  return query.orderBy('device_id').limit(repo.DEVICE_CAP).execute();
}

/**
 * The maintenance schedule of the devices the caller sees: wear since each device's last
 * maintenance (or since it was registered), due and overdue with the reasons; most worn first.
 * Overdue devices are announced once per maintenance cycle in the message center.
 */
export async function pmItems(scope: RequestScope, deviceId: string | undefined, now = Date.now()): Promise<PmItem[]> {
  if (deviceId) await scope.assertDeviceVisible(deviceId);
  const devices = await visibleDevices(scope, deviceId);
  const ids = devices.map((d) => d.device_id);
  const last = await repo.lastMaintenance(scope.db, ids);
  const since = new Map(devices.map((d) => [d.device_id, last.get(d.device_id) ?? new Date(d.created_at)]));
  const [hours, warnings, faults, drift] = await Promise.all([
    repo.runHours(scope.db, since),
    repo.alarmCounts(scope.db, since, 'warning'),
    repo.alarmCounts(scope.db, since, 'fault'),
    repo.driftShares(scope.db, ids, new Date(now - DRIFT_WINDOW_MS)),
  ]);
  const items: (PmItem & { facts: WearFacts; tenantId: number })[] = devices.map((d) => {
    const facts: WearFacts = {
      runHours: hours.get(d.device_id) ?? 0,
      alarms: warnings.get(d.device_id) ?? 0,
      offline: faults.get(d.device_id) ?? 0,
      drift: drift.get(d.device_id) ?? null,
      days: Math.max(0, (now - since.get(d.device_id)!.getTime()) / DAY_MS),
    };
    const planned = schedule(facts, scope.lang);
    const done = last.get(d.device_id);
    return {
      deviceId: d.device_id, deviceName: d.device_name, deviceType: d.device_type, ...planned,
      reasons: [...planned.reasons], lastMaintenance: done ? done.toISOString() : null, facts, tenantId: d.tenant_id,
    };
  });
  await announceOverdue(scope, items.filter((i) => i.state === 'overdue'), last);
  items.sort((a, b) => b.load - a.load || a.deviceId.localeCompare(b.deviceId));
  return items.map(({ facts: _facts, tenantId: _tenant, ...item }) => item);
}

/**
 * One notice per overdue device and cycle, addressed to its company, in both languages (the
 * company's readers choose theirs). pm_notices' key makes a second reader's call a no-op.
 */
async function announceOverdue(scope: RequestScope, overdue: { deviceId: string; deviceName: string; tenantId: number; facts: WearFacts }[], last: Map<string, Date>) {
  for (const item of overdue) {
    const cycle = last.get(item.deviceId) ?? NEVER;
    const claimed = await scope.db
      .insertInto('pm_notices')
      .values({ device_id: item.deviceId, cycle_start: cycle })
      .onConflict((oc) => oc.columns(['device_id', 'cycle_start']).doNothing())
      .returning('device_id')
      .executeTakeFirst();
    if (!claimed) continue;
    const text = (lang: 'zh-CN' | 'en-US') => `${item.deviceName} (${item.deviceId}): ${schedule(item.facts, lang).reasons.map((r) => r.text).join('; ')}`;
    const noticeId = await insertNotice(scope.db, {
      title: `${translate('zh-CN', 'optimisation_notice_title')} / ${translate('en-US', 'optimisation_notice_title')}`,
      content: `${text('zh-CN')}\n${text('en-US')}`,
      all: false,
      companyIds: [item.tenantId],
      authorId: null,
      authorName: 'smartmon',
    });
    await scope.db.updateTable('pm_notices').set({ notice_id: noticeId }).where('device_id', '=', item.deviceId).where('cycle_start', '=', cycle).execute();
  }
}

/** Records completed maintenance on a visible device: its wear counts start again from `done_at`. */
export async function complete(scope: RequestScope, body: CompleteBody, now = Date.now()) {
  await scope.assertDeviceVisible(body.deviceId);
  if (body.done_at > now + CLOCK_SLACK_MS) throw badRequest('optimisation_done_in_future');
  const device = await scope.db.selectFrom('devices').select(['tenant_id']).where('device_id', '=', body.deviceId).executeTakeFirstOrThrow();
  const blank = (v: string | null | undefined) => v?.trim() || null;
  const row = await scope.db
    .insertInto('maintenance_records')
    .values({
      tenant_id: device.tenant_id,
      device_id: body.deviceId,
      content: body.content.trim(),
      done_at: new Date(body.done_at),
      measures: blank(body.measures),
      note: blank(body.note),
      handler: body.handler.trim(),
      created_by: scope.user.id,
    })
    .returning(['id', 'device_id', 'content', 'done_at', 'measures', 'note', 'handler'])
    .executeTakeFirstOrThrow();
  return { ...row, id: Number(row.id), done_at: new Date(row.done_at).toISOString() };
}
