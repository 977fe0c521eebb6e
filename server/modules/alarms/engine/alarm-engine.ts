import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { AlarmEvent, ReadingEvent, TelemetryBus } from '../../../telemetry/bus';
import type { DeviceRegistry, ParamConfig } from '../../../ingest/device-registry';
import { KeyedQueue } from './keyed-queue';
import { FAULT_AFTER_INVALID_READINGS, faultOf } from './sensor-fault';
import * as repo from './alarm-repository';
import { limitBreach } from '../../../../shared/contract/param-limits';

interface ActiveState {
  id: number;
  kind: 'warning' | 'fault';
  notifyCount: number;
  lastNotifiedAt: number;
  acked: boolean;
}

interface SeriesState {
  /** When the current breach began (reading time); null while in range. */
  pendingSince: number | null;
  /** Consecutive readings outside the reasonable range (a sensor fault at FAULT_AFTER_INVALID_READINGS). */
  invalidRun: number;
  active: ActiveState | null;
}

/** A new notification is due this long after the previous one while the breach lasts. */
export function renotifyMs(param: ParamConfig): number {
  return Math.max(param.waitTime, param.period, 1) * 1000;
}

const seriesKey = (deviceId: string, paramKey: string | null) => `${deviceId}|${paramKey ?? ''}`;

/**
 * Evaluates every committed reading against its parameter's configuration: a breach that has
 * lasted waitTime seconds raises a warning (one active alarm per device and parameter), which
 * notifies again every max(waitTime, period) seconds up to maxTime notifications unless
 * acknowledged, and clears when a valid reading is back in range. A sensor that reports values
 * outside its reasonable range FAULT_AFTER_INVALID_READINGS times in a row raises a fault on that
 * parameter instead (it replaces a warning: a broken probe's values mean nothing), cleared by
 * its next valid reading. Silence is not a fault (see ./presence.ts). Every change is emitted on
 * the bus as `alarm`.
 */
export class AlarmEngine {
  private readonly series = new Map<string, SeriesState>();
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly bus: TelemetryBus,
    private readonly registry: DeviceRegistry,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const cleared = await repo.clearSilenceFaults(this.db);
    if (cleared > 0) this.log.info({ cleared }, 'cleared offline faults raised by silence');
    for (const row of await repo.loadActive(this.db)) {
      this.state(seriesKey(row.device_id, row.param_key)).active = {
        id: row.id,
        kind: row.kind,
        notifyCount: row.notify_count,
        lastNotifiedAt: row.last_notified_at ? new Date(row.last_notified_at).getTime() : 0,
        acked: row.acked_at !== null,
      };
    }
  }

  private state(key: string): SeriesState {
    let s = this.series.get(key);
    if (!s) {
      s = { pendingSince: null, invalidRun: 0, active: null };
      this.series.set(key, s);
    }
    return s;
  }

  /** Bus listener: cheap when nothing changes, queued per series when something might. */
  onReading(reading: ReadingEvent): void {
    const device = this.registry.get(reading.deviceId);
    if (!device) return;
    const invalid = new Set(reading.invalid);
    for (const [paramKey, raw] of Object.entries(reading.values)) {
      const param = device.params.get(paramKey);
      if (!param || param.isOpen !== 1) continue;
      const value = typeof raw === 'boolean' ? Number(raw) : raw;
      const isInvalid = invalid.has(paramKey);
      const key = seriesKey(reading.deviceId, paramKey);
      const current = this.series.get(key);
      const quiet = !current || (current.pendingSince === null && current.active === null && current.invalidRun === 0);
      if (quiet && !isInvalid && !this.queue.busy(key) && limitBreach(param, value) === null) continue;
      const task = isInvalid
        ? () => this.evaluateInvalid(key, reading.deviceId, reading.tenantId, param, value, reading.ts)
        : () => this.evaluate(key, reading.deviceId, reading.tenantId, param, value, reading.ts);
      void this.queue
        .run(key, task)
        .catch((error: unknown) => this.log.error({ err: error, deviceId: reading.deviceId, paramKey }, 'alarm evaluation failed'));
    }
  }

  /** A reading outside the reasonable range: not a breach (a glitch), but a run of them is a sensor fault. */
  private async evaluateInvalid(key: string, deviceId: string, tenantId: number, param: ParamConfig, value: number, ts: number) {
    const s = this.state(key);
    s.invalidRun++;
    if (s.active?.kind === 'fault' || s.invalidRun < FAULT_AFTER_INVALID_READINGS) return;
    s.pendingSince = null;
    if (s.active) {
      const id = s.active.id;
      s.active = null;
      if (await repo.clearAlarm(this.db, id, null, new Date(ts))) this.emit(id, deviceId, tenantId, param.param_key, 'warning', 'cleared', null, ts);
    }
    const fault = faultOf(param, value);
    const id = await repo.insertActive(this.db, {
      device_id: deviceId,
      tenant_id: tenantId,
      param_key: param.param_key,
      kind: 'fault',
      direction: fault.direction,
      value,
      threshold: fault.threshold,
      at: new Date(ts),
      notify_count: 1,
    });
    if (id === null) {
      // Another instance holds the series' active alarm: adopt it, whatever its kind.
      const existing = await repo.findActive(this.db, deviceId, param.param_key);
      if (existing) s.active = { id: existing.id, kind: existing.kind, notifyCount: existing.notify_count, lastNotifiedAt: ts, acked: existing.acked_at !== null };
      return;
    }
    s.active = { id, kind: 'fault', notifyCount: 1, lastNotifiedAt: ts, acked: false };
    this.emit(id, deviceId, tenantId, param.param_key, 'fault', 'raised', value, ts);
  }

  private async evaluate(key: string, deviceId: string, tenantId: number, param: ParamConfig, value: number, ts: number) {
    const s = this.state(key);
    s.invalidRun = 0;
    if (s.active?.kind === 'fault') {
      // The sensor reads sensibly again: the fault is over; the value is then judged as any other.
      const id = s.active.id;
      s.active = null;
      if (await repo.clearAlarm(this.db, id, value, new Date(ts))) this.emit(id, deviceId, tenantId, param.param_key, 'fault', 'cleared', value, ts);
    }
    const breach = limitBreach(param, value);
    if (!breach) {
      s.pendingSince = null;
      if (s.active) {
        const id = s.active.id;
        s.active = null;
        if (await repo.clearAlarm(this.db, id, value, new Date(ts))) this.emit(id, deviceId, tenantId, param.param_key, 'warning', 'cleared', value, ts);
      }
      return;
    }
    if (s.active) {
      const a = s.active;
      if (!a.acked && a.notifyCount < param.maxTime && ts - a.lastNotifiedAt >= renotifyMs(param)) {
        a.notifyCount++;
        a.lastNotifiedAt = ts;
        await repo.recordNotification(this.db, a.id, value, new Date(ts));
        this.emit(a.id, deviceId, tenantId, param.param_key, 'warning', 'notified', value, ts);
      }
      return;
    }
    if (s.pendingSince === null || ts < s.pendingSince) s.pendingSince = ts;
    if (ts - s.pendingSince < param.waitTime * 1000) return;
    const id = await repo.insertActive(this.db, {
      device_id: deviceId,
      tenant_id: tenantId,
      param_key: param.param_key,
      kind: 'warning',
      direction: breach.direction,
      value,
      threshold: breach.threshold,
      at: new Date(ts),
      notify_count: param.maxTime > 0 ? 1 : 0,
    });
    if (id === null) {
      // Another instance raised it first: adopt that alarm rather than raising a second one.
      const existing = await repo.findActive(this.db, deviceId, param.param_key);
      if (existing) s.active = { id: existing.id, kind: existing.kind, notifyCount: existing.notify_count, lastNotifiedAt: ts, acked: existing.acked_at !== null };
      return;
    }
    s.active = { id, kind: 'warning', notifyCount: param.maxTime > 0 ? 1 : 0, lastNotifiedAt: ts, acked: false };
    this.emit(id, deviceId, tenantId, param.param_key, 'warning', 'raised', value, ts);
  }

  /** Acknowledges alarms by id (the caller has checked visibility); stops their notifications. */
  async acknowledge(ids: number[], userId: number): Promise<number> {
    const rows = await repo.acknowledge(this.db, ids, userId);
    const now = Date.now();
    for (const row of rows) {
      const s = this.series.get(seriesKey(row.device_id, row.param_key));
      if (s?.active?.id === row.id) s.active.acked = true;
      this.emit(row.id, row.device_id, row.tenant_id, row.param_key, row.kind, 'acknowledged', row.last_value, now);
    }
    return rows.length;
  }

  /**
   * An operator clears alarms by id (the caller has checked visibility). Each runs in its series'
   * queue so it cannot interleave with an evaluation. The series forgets the alarm and any breach
   * in progress: a clear is not a mute, so if the condition still holds, the next breaching
   * reading starts a new waitTime and, once that has passed, a new alarm is raised (a sensor fault
   * needs its run of invalid readings again). Returns how many were cleared.
   */
  async clear(ids: number[], userId: number): Promise<number> {
    const open = await repo.openAlarms(this.db, ids);
    const results = await Promise.all(
      open.map((alarm) =>
        this.queue.run(seriesKey(alarm.device_id, alarm.param_key), async () => {
          const row = await repo.clearByOperator(this.db, alarm.id, userId);
          if (!row) return 0;
          const s = this.series.get(seriesKey(row.device_id, row.param_key));
          if (s?.active?.id === row.id) {
            s.active = null;
            s.pendingSince = null;
            s.invalidRun = 0;
          }
          this.emit(row.id, row.device_id, row.tenant_id, row.param_key, row.kind, 'cleared', row.last_value, Date.now());
          return 1;
        }),
      ),
    );
    return results.reduce<number>((sum, n) => sum + n, 0);
  }

  private emit(
    alarmId: number,
    deviceId: string,
    tenantId: number,
    paramKey: string | null,
    kind: AlarmEvent['kind'],
    state: AlarmEvent['state'],
    value: number | null,
    ts: number,
  ) {
    this.bus.emit('alarm', { alarmId, deviceId, tenantId, paramKey, kind, state, value, ts });
  }

  /** The active alarm of a device's parameter, from memory. */
  activeOf(deviceId: string, paramKey: string): { id: number; kind: 'warning' | 'fault'; acked: boolean } | null {
    const active = this.series.get(seriesKey(deviceId, paramKey))?.active;
    return active ? { id: active.id, kind: active.kind, acked: active.acked } : null;
  }

  /** Waits for queued evaluations (shutdown, tests). */
  idle(): Promise<void> {
    return this.queue.idle();
  }
}
