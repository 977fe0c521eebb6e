import type { RequestScope } from '../../auth/request-scope';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { registerCount, type ModbusSettings, type ModbusSettingsRow } from '../../../shared/contract/api/modbus';
import * as repo from './repository';

type Stored = NonNullable<Awaited<ReturnType<typeof repo.findSettings>>>;

function rowOf(scope: RequestScope, stored: Stored): ModbusSettingsRow {
  return { ...stored, connected: scope.app.modbus.poller.connected(stored.device_id) };
}

export async function settingsOf(scope: RequestScope, deviceId: string): Promise<ModbusSettingsRow | null> {
  await scope.assertDeviceVisible(deviceId);
  const stored = await repo.findSettings(scope.db, deviceId);
  return stored ? rowOf(scope, stored) : null;
}

/**
 * What the schema cannot say: the transport's own fields, a register map that fits the address
 * space and names each of the device's configured parameters once (ingest refuses a message with
 * any other), and a registration packet no other device's DTU sends. The other transport's
 * fields are cleared, so a row never holds both.
 */
async function checked(scope: RequestScope, deviceId: string, body: ModbusSettings): Promise<ModbusSettings> {
  if (body.transport === 'tcp' && (!body.host || body.port === null)) throw badRequest('modbus_host_required');
  if (body.transport === 'dtu' && !body.registration) throw badRequest('modbus_registration_required');
  const configured = await repo.configuredParams(scope.db, deviceId);
  const seen = new Set<string>();
  for (const entry of body.registers) {
    if (entry.scale === 0) throw badRequest('modbus_scale_invalid');
    if (entry.address + registerCount(entry.function, entry.type) - 1 > 65535) throw badRequest('modbus_address_range');
    if (!configured.has(entry.param_key)) throw badRequest('modbus_param_unknown', { param: entry.param_key.slice(0, 32) });
    if (seen.has(entry.param_key)) throw badRequest('modbus_param_duplicate', { param: entry.param_key });
    seen.add(entry.param_key);
  }
  if (body.transport === 'dtu' && body.registration && (await repo.registrationOwner(scope.db, body.registration, deviceId))) {
    throw conflict('modbus_registration_taken', { registration: body.registration });
  }
  return body.transport === 'tcp' ? { ...body, registration: null } : { ...body, host: null, port: null };
}

/** Sets a device's Modbus settings (replacing any), and has the poller read them at once (bus `config`). */
export async function saveSettings(scope: RequestScope, deviceId: string, body: ModbusSettings): Promise<ModbusSettingsRow> {
  await scope.assertDeviceVisible(deviceId);
  const stored = await repo.saveSettings(scope.db, deviceId, await checked(scope, deviceId, body));
  scope.bus.emit('config', { deviceId });
  return rowOf(scope, stored);
}

export async function removeSettings(scope: RequestScope, deviceId: string): Promise<null> {
  await scope.assertDeviceVisible(deviceId);
  if (!(await repo.removeSettings(scope.db, deviceId))) throw notFound('modbus_not_found');
  scope.bus.emit('config', { deviceId });
  return null;
}
