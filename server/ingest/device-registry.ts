import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import '../db/core-tables';
import { configNames } from '../modules/devices';
import type { ParamLimits } from '../../shared/contract/param-limits';

/** A parameter's configuration as ingest and alarms need it: the contract's limits with its names and unit. */
export interface ParamConfig extends ParamLimits {
  param_key: string;
  /** The name in Chinese: the definition's, or the one given on this device. */
  name: string;
  /** The name in English: the definition's English name (its Chinese one when it has none), or the one given on this device. */
  name_en: string | null;
  unit: string | null;
  icon_key: string | null;
  param_type: string;
}

export interface DeviceEntry {
  deviceId: string;
  name: string;
  type: string;
  tenantId: number;
  timezone: string;
  enabled: boolean;
  secretHash: string | null;
  /** Measuring interval in seconds: the shortest period of its open parameters (default 10). */
  period: number;
  params: Map<string, ParamConfig>;
}

export const DEFAULT_PERIOD_S = 10;

/** Devices read per query pair when many are loaded at once (bounded: one statement's parameters). */
const LOAD_CHUNK = 1000;

/**
 * Devices and their parameter configuration, held in memory so that a reading is validated,
 * calibrated and evaluated without a query. Reloaded per device on the bus `config` event.
 * Deleted devices are absent (their messages count as unknown).
 */
export class DeviceRegistry {
  private readonly devices = new Map<string, DeviceEntry>();

  constructor(private readonly db: Kysely<DB>) {}

  get(deviceId: string): DeviceEntry | undefined {
    return this.devices.get(deviceId);
  }

  all(): IterableIterator<DeviceEntry> {
    return this.devices.values();
  }

  async loadAll(): Promise<void> {
    const entries = await this.fetch();
    this.devices.clear();
    for (const entry of entries) this.devices.set(entry.deviceId, entry);
  }

  /** Re-reads one device (after an admin change); drops it when it was deleted. */
  async reload(deviceId: string): Promise<DeviceEntry | undefined> {
    const [entry] = await this.fetch([deviceId]);
    if (entry) this.devices.set(deviceId, entry);
    else this.devices.delete(deviceId);
    return entry;
  }

  /**
   * Loads devices added together (a fleet import) in two queries per LOAD_CHUNK devices rather
   * than two per device: on PGlite every query takes the server's one thread in turn, and 2,000
   * single reloads held other calls (MQTT acknowledgements too) for seconds.
   */
  async loadAdded(deviceIds: readonly string[]): Promise<void> {
    for (let i = 0; i < deviceIds.length; i += LOAD_CHUNK) {
      for (const entry of await this.fetch(deviceIds.slice(i, i + LOAD_CHUNK))) this.devices.set(entry.deviceId, entry);
    }
  }

  private async fetch(deviceIds?: readonly string[]): Promise<DeviceEntry[]> {
    let devices = this.db
      .selectFrom('devices')
      .innerJoin('companies', 'companies.id', 'devices.tenant_id')
      .select([
        'devices.device_id',
        'devices.device_name',
        'devices.device_type',
        'devices.tenant_id',
        'devices.is_enable',
        'devices.secret_hash',
        'companies.timezone',
      ])
      .where('devices.deleted_at', 'is', null);
    let params = this.db
      .selectFrom('device_params')
      .innerJoin('param_defs', 'param_defs.param_key', 'device_params.param_key')
      .selectAll('device_params')
      .select(['param_defs.param_unit', 'param_defs.param_type', 'param_defs.param_name', 'param_defs.param_name_en', 'param_defs.icon_key']);
    if (deviceIds !== undefined) {
      if (deviceIds.length === 0) return [];
      devices = devices.where('devices.device_id', 'in', deviceIds);
      params = params.where('device_params.device_id', 'in', deviceIds);
    }
    const [deviceRows, paramRows] = await Promise.all([devices.execute(), params.execute()]);
    const byDevice = new Map<string, ParamConfig[]>();
    for (const row of paramRows) {
      const list = byDevice.get(row.device_id) ?? [];
      list.push({
        param_key: row.param_key,
        ...configNames(row.name, row),
        unit: row.param_unit,
        icon_key: row.icon_key,
        param_type: row.param_type,
        max: row.max,
        min: row.min,
        isHigh: row.isHigh,
        period: row.period,
        maxTime: row.maxTime,
        startValue: row.startValue,
        endValue: row.endValue,
        waitTime: row.waitTime,
        correcting: row.correcting,
        valuePerfectL: row.valuePerfectL,
        valuePerfectH: row.valuePerfectH,
        isOpen: row.isOpen,
      });
      byDevice.set(row.device_id, list);
    }
    return deviceRows.map((row) => {
      const list = byDevice.get(row.device_id) ?? [];
      const open = list.filter((p) => p.isOpen === 1 && p.period > 0);
      return {
        deviceId: row.device_id,
        name: row.device_name,
        type: row.device_type,
        tenantId: row.tenant_id,
        timezone: row.timezone,
        enabled: row.is_enable === 1,
        secretHash: row.secret_hash,
        period: open.length > 0 ? Math.min(...open.map((p) => p.period)) : DEFAULT_PERIOD_S,
        params: new Map(list.map((p) => [p.param_key, p])),
      };
    });
  }
}
