import { badRequest, conflict } from '../../../http/app-error';
import type { RequestScope } from '../../../auth/request-scope';
import { assertManager, createDevice, requireDevice } from '../admin/service';
import { issueDeviceSecret } from '../admin/device-secret';
import { checkConfig } from '../params/service';
import { configsOfDevices } from '../params/repository';
import type { CodeRegisterBody, Setting } from '../../../../shared/contract/api/device-commands';
import * as repo from './repository';
import './messages';

function findCommand(scope: RequestScope, id: number) {
  return repo.selectCommands(scope.db).where('device_commands.id', '=', id).executeTakeFirstOrThrow();
}

/** Records and sends a command to a device the caller sees; the device's reply is attached later. */
export async function send(scope: RequestScope, deviceId: string, body: Record<string, unknown>, source: 'manual' | 'h5', expectedReply?: string) {
  const device = await requireDevice(scope, deviceId);
  if (device.is_enable !== 1) throw badRequest('commands_device_disabled');
  const sent = await repo.insertCommand(scope.db, {
    deviceId: device.device_id, tenantId: device.tenant_id, source, body, expectedReply: expectedReply ?? null,
    user: { id: scope.user.id, userName: scope.user.userName },
  });
  scope.bus.emit('command', { deviceId: device.device_id, channel: 'command', payload: sent.payload });
  return findCommand(scope, sent.id);
}

export async function list(scope: RequestScope, deviceId: string | undefined, page: number, pageSize: number) {
  if (deviceId) await requireDevice(scope, deviceId);
  let base = repo.selectCommands(scope.db).where(scope.whereDeviceVisible());
  if (deviceId) base = base.where('device_commands.device_id', '=', deviceId);
  const [rows, total] = await Promise.all([
    base.orderBy('device_commands.sent_at', 'desc').orderBy('device_commands.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** h5deviceManage get: the stored settings, and a read_settings command whose reply carries the device's own. */
export async function readSettings(scope: RequestScope, deviceId: string) {
  const device = await requireDevice(scope, deviceId);
  const command = await send(scope, device.device_id, { command: 'read_settings' }, 'h5');
  return { device, params: await configsOfDevices(scope.db, [device.device_id]), command };
}

/** h5deviceManage set: stores the settings (ingest and alarms reload) and sends them to the device. */
export async function writeSettings(scope: RequestScope, deviceId: string, settings: Setting[]) {
  const device = await requireDevice(scope, deviceId);
  const current = new Map((await configsOfDevices(scope.db, [device.device_id])).map((c) => [c.param_key, c]));
  for (const s of settings) {
    const row = current.get(s.param_key);
    if (!row) throw badRequest('params_config_not_found', { param: s.param_key });
    checkConfig({ ...row, ...s });
  }
  await scope.db.transaction().execute(async (trx) => {
    for (const { param_key, ...values } of settings) {
      if (Object.keys(values).length === 0) continue;
      await trx.updateTable('device_params').set(values).where('device_id', '=', device.device_id).where('param_key', '=', param_key).execute();
    }
  });
  scope.bus.emit('config', { deviceId: device.device_id });
  const command = await send(scope, device.device_id, { command: 'write_settings', params: settings }, 'h5');
  return { device, params: await configsOfDevices(scope.db, [device.device_id]), command };
}

/**
 * codeRegister: pre-provisions a device code with its MQTT secret (a device that is set up
 * before it is placed), or with `reset` issues a new secret for an existing one.
 */
export async function register(scope: RequestScope, body: CodeRegisterBody) {
  assertManager(scope);
  if (body.reset) {
    const device = await requireDevice(scope, body.device_id);
    const { secret, hash } = issueDeviceSecret();
    await scope.db.updateTable('devices').set({ secret_hash: hash }).where('device_id', '=', device.device_id).execute();
    scope.bus.emit('config', { deviceId: device.device_id });
    return { device_id: device.device_id, secret, created: false };
  }
  if (!body.device_type) throw badRequest('field_required', { field: 'device_type' });
  const existing = await scope.db.selectFrom('devices').select('device_id').where('device_id', '=', body.device_id.trim()).executeTakeFirst();
  if (existing) throw conflict('devices_code_exists');
  const created = await createDevice(scope, {
    device_id: body.device_id,
    device_type: body.device_type,
    device_name: body.device_name?.trim() || body.device_id.trim(),
    tenant_id: body.tenant_id,
  });
  return { device_id: created.device.device_id, secret: created.secret, created: true };
}
