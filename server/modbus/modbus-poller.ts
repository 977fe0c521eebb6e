import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { IngestService } from '../ingest/ingest-service';
import type { ModbusFraming, ModbusRegister } from '../../shared/contract/api/modbus';
import { readOverTcp } from './register-reader';
import './modbus-table';

export interface ModbusTarget {
  deviceId: string;
  transport: 'tcp' | 'dtu';
  framing: ModbusFraming;
  host: string | null;
  port: number | null;
  unitId: number;
  registration: string | null;
  registers: ModbusRegister[];
}

/** How the poller reaches devices behind DTUs (the listener): whether one is connected, and a read over it. */
export interface DtuLinks {
  connected(deviceId: string): boolean;
  readMap(deviceId: string, registers: readonly ModbusRegister[]): Promise<Record<string, number>>;
}

export interface PollerOptions {
  /** Reads in flight at once, across every device: a slow or dead device holds one slot for its timeouts. */
  maxConcurrent: number;
  /** A connect's and each request's bound. */
  timeoutMs: number;
  /** How often due devices are looked for. */
  tickMs: number;
}

export const DEFAULT_POLLER_OPTIONS: PollerOptions = { maxConcurrent: 16, timeoutMs: 3000, tickMs: 250 };

interface TargetState {
  target: ModbusTarget;
  nextDue: number;
  busy: boolean;
  /** The last read answered. */
  answered: boolean;
}

/**
 * Reads every Modbus device's register map once per its measuring period (the registry's period,
 * the shortest of its open parameters) and submits the values to ingest as one telemetry message,
 * so they are validated, stored, alarmed on and shown as MQTT readings are; a device that does not
 * answer submits nothing and goes offline through presence's window like a silent MQTT device.
 * Devices reached by address are read only by the instance holding `tcpHeld` (the lease
 * 'modbus-poll'); a DTU's device is read by the instance its DTU connected to. Reads are bounded
 * in number (`maxConcurrent`) and time (`timeoutMs`).
 */
export class ModbusPoller {
  private readonly targets = new Map<string, TargetState>();
  private running = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly ingest: Pick<IngestService, 'registry' | 'submit'>,
    private readonly dtu: DtuLinks,
    private readonly tcpHeld: () => Promise<boolean>,
    private readonly log: FastifyBaseLogger,
    private readonly options: PollerOptions = DEFAULT_POLLER_OPTIONS,
  ) {}

  private async fetch(deviceId?: string): Promise<ModbusTarget[]> {
    let query = this.db
      .selectFrom('modbus_devices')
      .innerJoin('devices', 'devices.device_id', 'modbus_devices.device_id')
      .where('devices.deleted_at', 'is', null)
      .select(['modbus_devices.device_id', 'transport', 'framing', 'host', 'port', 'unit_id', 'registration', 'registers']);
    if (deviceId !== undefined) query = query.where('modbus_devices.device_id', '=', deviceId);
    const rows = await query.execute();
    return rows.map((r) => ({
      deviceId: r.device_id, transport: r.transport, framing: r.framing, host: r.host, port: r.port, unitId: r.unit_id, registration: r.registration, registers: r.registers,
    }));
  }

  async load(): Promise<void> {
    this.targets.clear();
    for (const target of await this.fetch()) this.targets.set(target.deviceId, { target, nextDue: 0, busy: false, answered: false });
  }

  /** Re-reads one device's settings (changed, removed, or the device deleted); answers whether it has any. */
  async reload(deviceId: string): Promise<boolean> {
    const [target] = await this.fetch(deviceId);
    const state = this.targets.get(deviceId);
    if (!target) this.targets.delete(deviceId);
    else if (state) state.target = target;
    else this.targets.set(deviceId, { target, nextDue: 0, busy: false, answered: false });
    return target !== undefined;
  }

  /** The device a DTU's registration packet names. */
  byRegistration(registration: string): ModbusTarget | undefined {
    for (const { target } of this.targets.values()) if (target.transport === 'dtu' && target.registration === registration) return target;
    return undefined;
  }

  /** The registration packet a device's DTU sends; null when it is not reached through one. */
  registrationOf(deviceId: string): string | null {
    const target = this.targets.get(deviceId)?.target;
    return target?.transport === 'dtu' ? target.registration : null;
  }

  /** tcp: its last read answered; dtu: its DTU is connected here. */
  connected(deviceId: string): boolean {
    const state = this.targets.get(deviceId);
    if (!state) return false;
    return state.target.transport === 'dtu' ? this.dtu.connected(deviceId) : state.answered;
  }

  start(): void {
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = true;
      this.tick().catch((error: unknown) => this.log.error({ err: error }, 'modbus poll round failed')).finally(() => { this.ticking = false; });
    }, this.options.tickMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const now = Date.now();
    let tcpHeld: boolean | null = null;
    for (const state of this.targets.values()) {
      if (this.running >= this.options.maxConcurrent) return;
      if (state.busy || now < state.nextDue) continue;
      const device = this.ingest.registry.get(state.target.deviceId);
      if (!device?.enabled) continue;
      if (state.target.transport === 'dtu') {
        if (!this.dtu.connected(state.target.deviceId)) continue;
      } else {
        tcpHeld ??= await this.tcpHeld();
        if (!tcpHeld) continue;
      }
      state.nextDue = now + device.period * 1000;
      const read = this.poll(state);
      this.inFlight.add(read);
      void read.finally(() => this.inFlight.delete(read));
    }
  }

  private async poll(state: TargetState): Promise<void> {
    const { target } = state;
    state.busy = true;
    this.running++;
    try {
      const values = await this.read(target);
      state.answered = true;
      const result = await this.ingest.submit(target.deviceId, { ts: Date.now(), values });
      if (!result.accepted) this.log.debug({ deviceId: target.deviceId, reason: result.reason }, 'modbus reading refused');
    } catch (error) {
      state.answered = false;
      this.log.debug({ err: error, deviceId: target.deviceId }, 'modbus device did not answer');
    } finally {
      state.busy = false;
      this.running--;
    }
  }

  private read(target: ModbusTarget): Promise<Record<string, number>> {
    if (target.transport === 'dtu') return this.dtu.readMap(target.deviceId, target.registers);
    return readOverTcp({ host: target.host ?? '', port: target.port ?? 0, unitId: target.unitId, framing: target.framing, registers: target.registers }, this.options.timeoutMs);
  }

  /** Stops reading, and waits for the reads in flight (bounded by their timeouts) so their readings reach ingest before it closes. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
  }
}
