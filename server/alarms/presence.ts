import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { TelemetryBus } from '../telemetry/bus';
import type { DeviceRegistry } from '../ingest/device-registry';
import type { AlarmEngine } from './alarm-engine';

/** A device silent for this many periods is offline with a fault. */
export const SILENT_PERIODS = 3;
const CHECK_EVERY_MS = 1000;
/** devices.last_update is written in one statement this often, not on every reading. */
const FLUSH_EVERY_MS = 10_000;

interface DeviceState {
  status: 'online' | 'offline';
  /** Server time of the last message (not the reading's own time, which may be backdated). */
  lastSeen: number | null;
  lastReadingTs: number | null;
  dirty: boolean;
}

/**
 * Online/offline state of every device, from three sources: the broker's connections, devices'
 * own status messages, and silence. Only devices that have reported at least once are watched for
 * silence, and after a restart each gets three periods before it is called silent. Status changes
 * are written to devices.status and emitted as `status`.
 */
export class Presence {
  private readonly devices = new Map<string, DeviceState>();
  private timer: NodeJS.Timeout | null = null;
  private lastFlush = Date.now();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly bus: TelemetryBus,
    private readonly registry: DeviceRegistry,
    private readonly alarms: AlarmEngine,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Every device starts offline; one that reported before is watched from now on. */
  async start(lastReadingOf: (deviceId: string) => number | null): Promise<void> {
    const now = Date.now();
    for (const device of this.registry.all()) {
      const last = lastReadingOf(device.deviceId);
      this.devices.set(device.deviceId, { status: 'offline', lastSeen: last === null ? null : now, lastReadingTs: last, dirty: false });
    }
    await this.db.updateTable('devices').set({ status: 'offline' }).where('status', '<>', 'offline').execute();
    this.timer = setInterval(() => void this.tick().catch((error: unknown) => this.log.error({ err: error }, 'presence check failed')), CHECK_EVERY_MS);
    this.timer.unref();
  }

  status(deviceId: string): 'online' | 'offline' {
    return this.devices.get(deviceId)?.status ?? 'offline';
  }

  private entry(deviceId: string): DeviceState {
    let s = this.devices.get(deviceId);
    if (!s) {
      s = { status: 'offline', lastSeen: null, lastReadingTs: null, dirty: false };
      this.devices.set(deviceId, s);
    }
    return s;
  }

  /** A reading was committed. */
  seen(deviceId: string, readingTs: number): void {
    const s = this.entry(deviceId);
    s.lastSeen = Date.now();
    s.lastReadingTs = Math.max(s.lastReadingTs ?? 0, readingTs);
    s.dirty = true;
    if (s.status !== 'online') this.change(deviceId, s, 'online');
    const device = this.registry.get(deviceId);
    if (device) void this.alarms.clearFault(deviceId, device.tenantId, s.lastSeen).catch(() => undefined);
  }

  /** Connection or status message. */
  set(deviceId: string, status: 'online' | 'offline'): void {
    if (!this.registry.get(deviceId)) return;
    const s = this.entry(deviceId);
    if (status === 'online') s.lastSeen = Date.now();
    if (s.status !== status) this.change(deviceId, s, status);
  }

  private change(deviceId: string, s: DeviceState, status: 'online' | 'offline') {
    s.status = status;
    const device = this.registry.get(deviceId);
    if (!device) return;
    const ts = Date.now();
    void this.db
      .updateTable('devices')
      .set({ status })
      .where('device_id', '=', deviceId)
      .execute()
      .catch((error: unknown) => this.log.error({ err: error }, 'device status write failed'));
    this.bus.emit('status', { deviceId, tenantId: device.tenantId, status, ts });
  }

  private async tick(): Promise<void> {
    const now = Date.now();
    for (const [deviceId, s] of this.devices) {
      const device = this.registry.get(deviceId);
      if (!device || !device.enabled || s.lastSeen === null) continue;
      if (now - s.lastSeen < SILENT_PERIODS * device.period * 1000) continue;
      if (s.status !== 'offline') this.change(deviceId, s, 'offline');
      await this.alarms.raiseFault(deviceId, device.tenantId, now);
    }
    if (now - this.lastFlush >= FLUSH_EVERY_MS) await this.flush();
  }

  /** Writes last_update of the devices that reported since the previous flush. */
  async flush(): Promise<void> {
    this.lastFlush = Date.now();
    const ids: string[] = [];
    const times: string[] = [];
    for (const [deviceId, s] of this.devices) {
      if (!s.dirty || s.lastReadingTs === null) continue;
      s.dirty = false;
      ids.push(deviceId);
      times.push(new Date(s.lastReadingTs).toISOString());
    }
    if (ids.length === 0) return;
    await sql`update devices d set last_update = greatest(d.last_update, u.ts)
      from unnest(${ids}::text[], ${times}::timestamptz[]) as u(device_id, ts)
      where d.device_id = u.device_id`.execute(this.db);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(() => undefined);
  }
}
