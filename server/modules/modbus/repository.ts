import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { ModbusSettings } from '../../../shared/contract/api/modbus';
import '../../modbus/modbus-table';

const COLUMNS = ['device_id', 'transport', 'framing', 'host', 'port', 'unit_id', 'registration', 'registers'] as const;

export function findSettings(db: Kysely<DB>, deviceId: string) {
  return db.selectFrom('modbus_devices').select(COLUMNS).where('device_id', '=', deviceId).executeTakeFirst();
}

/** The device another registration packet already names, if any. */
export async function registrationOwner(db: Kysely<DB>, registration: string, exceptDevice: string): Promise<string | undefined> {
  const row = await db.selectFrom('modbus_devices').select('device_id').where('registration', '=', registration).where('device_id', '!=', exceptDevice).executeTakeFirst();
  return row?.device_id;
}

export async function configuredParams(db: Kysely<DB>, deviceId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('device_params').select('param_key').where('device_id', '=', deviceId).execute();
  return new Set(rows.map((r) => r.param_key));
}

export function saveSettings(db: Kysely<DB>, deviceId: string, settings: ModbusSettings) {
  const values = { ...settings, registers: JSON.stringify(settings.registers) as unknown as ModbusSettings['registers'] };
  return db
    .insertInto('modbus_devices')
    .values({ device_id: deviceId, ...values })
    .onConflict((oc) => oc.column('device_id').doUpdateSet({ ...values, updated_at: new Date().toISOString() }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function removeSettings(db: Kysely<DB>, deviceId: string): Promise<boolean> {
  const result = await db.deleteFrom('modbus_devices').where('device_id', '=', deviceId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
