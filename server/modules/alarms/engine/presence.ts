import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { TelemetryBus } from '../../../telemetry/bus';
import type { DeviceRegistry } from '../../../ingest/device-registry';
import { DEFAULT_PRESENCE_WINDOW_PERIODS } from '../../../config';

const CHECK_EVERY_MS = 1000;
/** devices.last_update is written in one statement this often, not on every reading. */
const FLUSH_EVERY_MS = 10_000;

type Status = 'online' | 'offline';

/**
 * Several instances sharing one database and one broker's shared subscription (each sees part of
 * every device's readings): the devices row decides which instance announces a change (the one
 * whose conditional update flips it), and only the holder of `sweepHeld` declares devices offline,
 * after checking the last_update the other instances flushed.
 */
export interface PresenceCluster {
  sweepHeld(): Promise<boolean>;
}

interface DeviceState {
  status: Status;
  /** Server time of the last sign of life (not the reading's own time, which may be backdated). */
  lastSeen: number | null;
  lastReadingTs: number | null;
  dirty: boolean;
}

/**
 * Online/offline state of every device, from signs of life only: a committed reading, a CONNECT,
 * an `online` status message (the heartbeat), a reply or p2p message. A device is online while
 * its last sign of life is within `windowPeriods` measuring periods, whatever its connection, so
 * a battery device that connects, publishes and hangs up stays online; a disconnect or an
 * `offline` status message (often the broker's will) changes nothing. Silence is not a fault.
 * After a restart the state is recomputed from the latest readings in the database. Changes are
 * written to devices.status and emitted as `status`.
 */
export class Presence {
  private readonly devices = new Map<string, DeviceState>();
  private timer: NodeJS.Timeout | null = null;
  private lastFlush = Date.now();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly bus: TelemetryBus,
    private readonly registry: DeviceRegistry,
    private readonly log: FastifyBaseLogger,
    private readonly windowPeriods = DEFAULT_PRESENCE_WINDOW_PERIODS,
    private readonly cluster: PresenceCluster | null = null,
  ) {}

  /** How long a device stays online after a sign of life. */
  windowMs(deviceId: string): number {
    const device = this.registry.get(deviceId);
    return this.windowPeriods * (device?.period ?? 0) * 1000;
  }

  /** Devices whose newest stored reading is within their window are online at once. */
  async start(lastReadingOf: (deviceId: string) => number | null): Promise<void> {
    const now = Date.now();
    const online: string[] = [];
    for (const device of this.registry.all()) {
      const last = lastReadingOf(device.deviceId);
      const lastSeen = last === null ? null : Math.min(last, now);
      const status: Status = lastSeen !== null && now - lastSeen < this.windowMs(device.deviceId) ? 'online' : 'offline';
      if (status === 'online') online.push(device.deviceId);
      this.devices.set(device.deviceId, { status, lastSeen, lastReadingTs: last, dirty: false });
    }
    await sql`update devices set status = case when device_id = any(${online}::text[]) then 'online' else 'offline' end
      where status is distinct from (case when device_id = any(${online}::text[]) then 'online' else 'offline' end)`.execute(this.db);
    this.timer = setInterval(() => void this.tick().catch((error: unknown) => this.log.error({ err: error }, 'presence check failed')), CHECK_EVERY_MS);
    this.timer.unref();
  }

  status(deviceId: string): Status {
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
    const s = this.alive(deviceId);
    if (!s) return;
    s.lastReadingTs = Math.max(s.lastReadingTs ?? 0, readingTs);
    s.dirty = true;
  }

  /** A sign of life without a reading: CONNECT, an `online` status message, a reply or p2p message. */
  heartbeat(deviceId: string): void {
    this.alive(deviceId);
  }

  /**
   * What the MQTT layer reports: `online` (connected, or said so) is a heartbeat; `offline`
   * (disconnected, an `offline` message or a will) is not evidence either way: the window decides.
   */
  signal(deviceId: string, status: Status): void {
    if (status === 'online') this.heartbeat(deviceId);
  }

  private alive(deviceId: string): DeviceState | null {
    if (!this.registry.get(deviceId)) return null;
    const s = this.entry(deviceId);
    s.lastSeen = Date.now();
    if (s.status !== 'online') this.change(deviceId, s, 'online');
    return s;
  }

  private change(deviceId: string, s: DeviceState, status: Status) {
    s.status = status;
    const device = this.registry.get(deviceId);
    if (!device) return;
    if (this.cluster) return void this.changeShared(deviceId, device.tenantId, status);
    void this.db
      .updateTable('devices')
      .set({ status })
      .where('device_id', '=', deviceId)
      .execute()
      .catch((error: unknown) => this.log.error({ err: error }, 'device status write failed'));
    this.bus.emit('status', { deviceId, tenantId: device.tenantId, status, ts: Date.now() });
  }

  /** Announces a change only if this instance's update is the one that flips the devices row. */
  private async changeShared(deviceId: string, tenantId: number, status: Status): Promise<void> {
    try {
      const result = await this.db
        .updateTable('devices')
        .set({ status })
        .where('device_id', '=', deviceId)
        .where('status', 'is distinct from', status)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) this.bus.emit('status', { deviceId, tenantId, status, ts: Date.now() });
    } catch (error) {
      this.log.error({ err: error }, 'device status write failed');
    }
  }

  private async tick(): Promise<void> {
    const now = Date.now();
    const expired: string[] = [];
    for (const [deviceId, s] of this.devices) {
      if (!this.registry.get(deviceId)) {
        if (!s.dirty) this.devices.delete(deviceId); // deleted device: nothing left to watch
        continue;
      }
      if (s.status !== 'online' || s.lastSeen === null) continue;
      if (now - s.lastSeen >= this.windowMs(deviceId)) expired.push(deviceId);
    }
    if (expired.length > 0) await this.expire(expired, now);
    if (now - this.lastFlush >= FLUSH_EVERY_MS) await this.flush();
  }

  /** Devices silent for their window here go offline; with a cluster, only if silent everywhere. */
  private async expire(deviceIds: string[], now: number): Promise<void> {
    const states = deviceIds.map((id) => [id, this.entry(id)] as const);
    if (!this.cluster) return states.forEach(([id, s]) => this.change(id, s, 'offline'));
    if (!(await this.cluster.sweepHeld())) {
      // Another instance announces it; forgetting here lets a later reading flip the row back.
      for (const [, s] of states) s.status = 'offline';
      return;
    }
    const rows = await this.db.selectFrom('devices').select(['device_id', 'last_update']).where('device_id', 'in', deviceIds).execute();
    const lastUpdate = new Map(rows.map((r) => [r.device_id, r.last_update ? Math.min(new Date(r.last_update).getTime(), now) : null]));
    for (const [deviceId, s] of states) {
      const elsewhere = lastUpdate.get(deviceId) ?? null;
      if (elsewhere !== null && now - elsewhere < this.windowMs(deviceId)) s.lastSeen = Math.max(s.lastSeen ?? 0, elsewhere);
      else this.change(deviceId, s, 'offline');
    }
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
