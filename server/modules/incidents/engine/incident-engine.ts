import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { AlarmEvent, StatusEvent, TelemetryBus } from '../../../telemetry/bus';
import { siteOfDevice } from '../../sites';
import type { FireCause, RuleDef } from '../../../../shared/contract/rule-types';
import {
  firingGrouping, graver, offlineGrouping, offlineTitles, ruleTitles, seriesGrouping, seriesTitles, severityOf, SWEEP_EVERY_MS,
  type Grouping, type Titles,
} from './grouping';
import * as store from './incident-store';

/** One delivery of an incident's notification, as the history records it. */
export interface Delivery {
  channel: string;
  to: string;
  provider: string;
  /** 0: the rule's own notification; the escalation ladder's steps are 1 and up. */
  step: number;
  ok: boolean;
  detail?: string;
  /** The provider's id of the delivered message (BizId, CallId, SerialNo). */
  messageId?: string;
  userId?: number | null;
}

export interface IncidentEngineOptions {
  /** Whether this instance runs the resolution sweep now (app.leases); always when absent. */
  sweepHeld?: () => Promise<boolean>;
  now?: () => number;
}

/**
 * Joins alarms and rule firings into incidents (issue 36): a site's devices going offline together,
 * one series flapping, a rule firing again inside its warning interval; anything else opens a
 * `single` incident. Every join is one transaction on the tables (./incident-store.ts), which hold
 * all the state: a restart finds the open incidents there. An incident resolves by itself once
 * nothing of it is outstanding and its settle time has passed, checked when something of it
 * clears and by a periodic sweep. Each change is emitted on the bus as `incident` after commit.
 */
export class IncidentEngine {
  private timer: NodeJS.Timeout | null = null;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly now: () => number;
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly bus: TelemetryBus,
    private readonly log: FastifyBaseLogger,
    private readonly options: IncidentEngineOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    const onAlarm = (e: AlarmEvent) => this.track(this.onAlarm(e));
    const onStatus = (e: StatusEvent) => this.track(this.onStatus(e));
    this.bus.on('alarm', onAlarm);
    this.bus.on('status', onStatus);
    this.timer = setInterval(() => void this.track(this.sweepIfHeld()), SWEEP_EVERY_MS);
    this.timer.unref();
    this.stopListening = () => {
      this.bus.off('alarm', onAlarm);
      this.bus.off('status', onStatus);
    };
  }

  async stop(): Promise<void> {
    this.stopListening();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  /** Waits for the joins and checks under way (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => this.log.error({ err: error }, 'incident engine failed'));
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  private async onAlarm(e: AlarmEvent): Promise<void> {
    if (e.state === 'cleared') return this.check(await store.incidentsOfAlarm(this.db, e.alarmId));
    if (e.state !== 'raised') return;
    const titles = seriesTitles(await this.deviceName(e.deviceId), await this.paramNames(e.deviceId, e.paramKey), e.kind);
    const site = await siteOfDevice(this.db, e.deviceId);
    await this.join(seriesGrouping(e.deviceId, e.paramKey), titles, {
      tenantId: e.tenantId, siteId: site?.id ?? null, severity: severityOf(e.kind), at: this.at(e.ts), count: 1, alarmId: e.alarmId,
      detail: { alarmId: e.alarmId, deviceId: e.deviceId, paramKey: e.paramKey, kind: e.kind, value: e.value },
    });
  }

  private async onStatus(e: StatusEvent): Promise<void> {
    if (e.status === 'online') return this.check(await store.incidentsOfOfflineDevice(this.db, e.tenantId, e.deviceId));
    const site = await siteOfDevice(this.db, e.deviceId);
    await this.join(offlineGrouping(e.tenantId, site?.id ?? null), offlineTitles(site), {
      tenantId: e.tenantId, siteId: site?.id ?? null, severity: severityOf('offline'), at: this.at(e.ts), count: 1,
      detail: { deviceId: e.deviceId, offline: true },
    });
  }

  /**
   * The incident a rule's automatic firing belongs to, joined now: an offline event joins the
   * device's site incident, an alarm event its series' incident, anything else the rule's own.
   */
  async joinFiring(rule: RuleDef, cause: FireCause): Promise<number> {
    const grouping = firingGrouping(rule, cause);
    const detail = { ruleId: rule.id, ruleName: rule.name, deviceId: cause.deviceId ?? null, event: cause.event ?? null };
    const at = this.at(cause.at);
    if ('kind' in grouping) {
      const site = await siteOfDevice(this.db, grouping.deviceId);
      const joined = await this.join(offlineGrouping(rule.tenantId, site?.id ?? null), offlineTitles(site), {
        tenantId: rule.tenantId, siteId: site?.id ?? null, severity: severityOf('offline'), at, count: 0, detail,
      });
      return joined.id;
    }
    // A firing on an alarm event adds no alarm of its own: the alarm joins (or joined) the same incident.
    const own = grouping.groupKey.startsWith('rule:');
    // Only a firing inside the warning interval repeats; one a whole interval later (a condition
    // still holding) is the spec's reminder and opens a new incident, notified as before.
    if (own) await this.resolveStale(rule.tenantId, grouping.groupKey, new Date(cause.at - grouping.settleS * 1000));
    const site = cause.deviceId ? await siteOfDevice(this.db, cause.deviceId) : null;
    const titles = own ? ruleTitles(rule.name) : seriesTitles(await this.deviceName(cause.deviceId!), null, 'warning');
    const joined = await this.join(grouping, titles, {
      tenantId: rule.tenantId, siteId: site?.id ?? null, severity: severityOf('rule'), at, count: own ? 1 : 0, detail,
    });
    return joined.id;
  }

  /** When something joined: its own time, but never later than now (a device's clock ahead would hold the incident open). */
  private at(ts: number): Date {
    return new Date(Math.min(ts, this.now()));
  }

  private async join(grouping: Grouping, titles: Titles, rest: Omit<store.Join, keyof Grouping | keyof Titles>): Promise<store.Joined> {
    const joined = await store.joinIncident(this.db, { ...grouping, ...titles, ...rest });
    this.bus.emit('incident', {
      type: joined.opened ? 'opened' : 'updated',
      incidentId: joined.id,
      tenantId: rest.tenantId,
      siteId: joined.siteId,
      severity: graver(joined.severity, rest.severity),
      ...(typeof rest.detail.ruleId === 'number' ? { ruleId: rest.detail.ruleId } : {}),
    });
    return joined;
  }

  private async resolveStale(tenantId: number, groupKey: string, before: Date): Promise<void> {
    const stale = await store.staleIncident(this.db, tenantId, groupKey, before);
    if (!stale || !(await store.resolveIncident(this.db, Number(stale.id), new Date(this.now())))) return;
    this.bus.emit('incident', { type: 'resolved', incidentId: Number(stale.id), tenantId, siteId: stale.site_id, severity: stale.severity });
  }

  /** Claims a delivery (false: that person had it on that channel at that step already). */
  claim(incidentId: number, channel: string, to: string, step = 0): Promise<boolean> {
    return store.claimDelivery(this.db, incidentId, channel, to, step);
  }

  /** Records a delivery in the incident's history; a failed one gives its claim back for a later try. */
  async record(incidentId: number, delivery: Delivery): Promise<void> {
    const { channel, to, provider, step, ok, detail, messageId, userId } = delivery;
    if (!ok) await store.releaseDelivery(this.db, incidentId, channel, to, step);
    await store.recordEvent(this.db, incidentId, ok ? 'delivered' : 'delivery_failed', {
      channel, to, provider, step, userId: userId ?? null, ...(detail ? { detail } : {}), ...(messageId ? { messageId } : {}),
    });
  }

  private async sweepIfHeld(): Promise<void> {
    if (this.options.sweepHeld && !(await this.options.sweepHeld())) return;
    await this.sweep();
  }

  /** Checks every open incident (the periodic sweep; tests call it with a later clock). */
  async sweep(now = this.now()): Promise<number> {
    return this.resolveDue(await store.openIncidents(this.db), now);
  }

  private async check(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.resolveDue(await store.openIncidents(this.db, ids), this.now());
  }

  /**
   * Nothing outstanding: quiet since the later of the last alarm and when the last thing cleared;
   * resolved once quiet for its settle time. Something outstanding again: not quiet. Returns how
   * many were resolved.
   */
  private async resolveDue(incidents: store.OpenIncident[], now: number): Promise<number> {
    let resolved = 0;
    for (const incident of incidents) {
      if (incident.outstanding > 0) {
        if (incident.quiet_since) await store.markQuiet(this.db, incident.id, null);
        continue;
      }
      const lastAlarm = new Date(incident.last_alarm_at).getTime();
      const quiet = Math.max(lastAlarm, incident.quiet_since ? new Date(incident.quiet_since).getTime() : Math.min(now, this.now()));
      if (!incident.quiet_since) await store.markQuiet(this.db, incident.id, new Date(quiet));
      if (now - quiet < incident.settle_s * 1000) continue;
      if (!(await store.resolveIncident(this.db, incident.id, new Date(now)))) continue;
      resolved++;
      this.bus.emit('incident', { type: 'resolved', incidentId: incident.id, tenantId: incident.tenant_id, siteId: incident.site_id, severity: incident.severity });
    }
    return resolved;
  }

  private async deviceName(deviceId: string): Promise<string> {
    const row = await this.db.selectFrom('devices').select('device_name').where('device_id', '=', deviceId).executeTakeFirst();
    return row?.device_name || deviceId;
  }

  private async paramNames(deviceId: string, paramKey: string | null): Promise<{ name: string; name_en: string | null } | null> {
    if (paramKey === null) return null;
    const row = await this.db
      .selectFrom('param_defs')
      .leftJoin('device_params', (join) => join.onRef('device_params.param_key', '=', 'param_defs.param_key').on('device_params.device_id', '=', deviceId))
      .select(['param_defs.param_name', 'param_defs.param_name_en', 'device_params.name'])
      .where('param_defs.param_key', '=', paramKey)
      .executeTakeFirst();
    if (!row) return { name: paramKey, name_en: paramKey };
    return { name: row.name ?? row.param_name, name_en: row.param_name_en };
  }
}
