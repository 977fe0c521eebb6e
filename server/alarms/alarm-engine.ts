import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { AlarmEvent, ReadingEvent, TelemetryBus } from '../telemetry/bus';
import type { DeviceRegistry, ParamConfig } from '../ingest/device-registry';
import { KeyedQueue } from './keyed-queue';
import * as repo from './alarm-repository';

type Direction = 'high' | 'low';

interface ActiveState {
  id: number;
  notifyCount: number;
  lastNotifiedAt: number;
  acked: boolean;
}

interface SeriesState {
  /** When the current breach began (reading time); null while in range. */
  pendingSince: number | null;
  active: ActiveState | null;
}

/** isHigh: 0 too low, 1 excess, 2 all (spec "warning types"). */
export function breachOf(param: ParamConfig, value: number): { direction: Direction; threshold: number } | null {
  if (param.isHigh !== 0 && param.max !== null && value > param.max) return { direction: 'high', threshold: param.max };
  if (param.isHigh !== 1 && param.min !== null && value < param.min) return { direction: 'low', threshold: param.min };
  return null;
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
 * acknowledged, and clears when a valid reading is back in range. Offline faults come from
 * presence through raiseFault/clearFault. Every change is emitted on the bus as `alarm`.
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
    for (const row of await repo.loadActive(this.db)) {
      this.state(seriesKey(row.device_id, row.param_key)).active = {
        id: row.id,
        notifyCount: row.notify_count,
        lastNotifiedAt: row.last_notified_at ? new Date(row.last_notified_at).getTime() : 0,
        acked: row.acked_at !== null,
      };
    }
  }

  private state(key: string): SeriesState {
    let s = this.series.get(key);
    if (!s) {
      s = { pendingSince: null, active: null };
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
      if (invalid.has(paramKey)) continue;
      const param = device.params.get(paramKey);
      if (!param || param.isOpen !== 1) continue;
      const value = typeof raw === 'boolean' ? Number(raw) : raw;
      const key = seriesKey(reading.deviceId, paramKey);
      const current = this.series.get(key);
      const quiet = !current || (current.pendingSince === null && current.active === null);
      if (quiet && !this.queue.busy(key) && breachOf(param, value) === null) continue;
      void this.queue
        .run(key, () => this.evaluate(key, reading.deviceId, reading.tenantId, param, value, reading.ts))
        .catch((error: unknown) => this.log.error({ err: error, deviceId: reading.deviceId, paramKey }, 'alarm evaluation failed'));
    }
  }

  private async evaluate(key: string, deviceId: string, tenantId: number, param: ParamConfig, value: number, ts: number) {
    const s = this.state(key);
    const breach = breachOf(param, value);
    if (!breach) {
      s.pendingSince = null;
      if (s.active) {
        const id = s.active.id;
        s.active = null;
        if (await repo.clearAlarm(this.db, id, value, new Date(ts))) {
          this.emit(id, deviceId, tenantId, param.param_key, 'warning', 'cleared', value, ts);
        }
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
      if (existing) s.active = { id: existing.id, notifyCount: existing.notify_count, lastNotifiedAt: ts, acked: existing.acked_at !== null };
      return;
    }
    s.active = { id, notifyCount: param.maxTime > 0 ? 1 : 0, lastNotifiedAt: ts, acked: false };
    this.emit(id, deviceId, tenantId, param.param_key, 'warning', 'raised', value, ts);
  }

  /** Offline fault for a device silent for three periods (from presence). */
  raiseFault(deviceId: string, tenantId: number, at: number): Promise<void> {
    const key = seriesKey(deviceId, null);
    return this.queue.run(key, async () => {
      const s = this.state(key);
      if (s.active) return;
      const id = await repo.insertActive(this.db, {
        device_id: deviceId,
        tenant_id: tenantId,
        param_key: null,
        kind: 'fault',
        direction: 'offline',
        value: null,
        threshold: null,
        at: new Date(at),
        notify_count: 1,
      });
      const adopted = id ?? (await repo.findActive(this.db, deviceId, null))?.id ?? null;
      if (adopted === null) return;
      s.active = { id: adopted, notifyCount: 1, lastNotifiedAt: at, acked: false };
      if (id !== null) this.emit(id, deviceId, tenantId, null, 'fault', 'raised', null, at);
    });
  }

  clearFault(deviceId: string, tenantId: number, at: number): Promise<void> {
    const key = seriesKey(deviceId, null);
    if (!this.series.get(key)?.active && !this.queue.busy(key)) return Promise.resolve();
    return this.queue.run(key, async () => {
      const s = this.state(key);
      if (!s.active) return;
      const id = s.active.id;
      s.active = null;
      if (await repo.clearAlarm(this.db, id, null, new Date(at))) this.emit(id, deviceId, tenantId, null, 'fault', 'cleared', null, at);
    });
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

  /** The active alarm of a series (paramKey null: the device's offline fault), from memory. */
  activeOf(deviceId: string, paramKey: string | null): { id: number; acked: boolean } | null {
    const active = this.series.get(seriesKey(deviceId, paramKey))?.active;
    return active ? { id: active.id, acked: active.acked } : null;
  }

  /** Waits for queued evaluations (shutdown, tests). */
  idle(): Promise<void> {
    return this.queue.idle();
  }
}
