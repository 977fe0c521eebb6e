import { deviceVisibleTo } from '../../../auth/scope';
import { badRequest, conflict, forbidden } from '../../../http/app-error';
import { createDevice, requireDevice, type Ctx } from '../admin/service';
import { issueDeviceSecret } from '../admin/device-secret';
import { checkConfig } from '../params/service';
import { configsOfDevices } from '../params/repository';
import type { CodeRegisterBody, Setting } from '../../../../shared/contract/api/device-commands';
import * as repo from './repository';
import './messages';

function findCommand(ctx: Ctx, id: number) {
  return repo.selectCommands(ctx.db).where('device_commands.id', '=', id).executeTakeFirstOrThrow();
}

/** Records and sends a command to a device the caller sees; the device's reply is attached later. */
export async function send(ctx: Ctx, deviceId: string, body: Record<string, unknown>, source: 'manual' | 'h5', expectedReply?: string) {
  const device = await requireDevice(ctx, deviceId);
  if (device.is_enable !== 1) throw badRequest('commands_device_disabled');
  const sent = await repo.insertCommand(ctx.db, {
    deviceId: device.device_id, tenantId: device.tenant_id, source, body, expectedReply: expectedReply ?? null,
    user: { id: ctx.user.id, userName: ctx.user.userName },
  });
  ctx.bus.emit('command', { deviceId: device.device_id, channel: 'command', payload: sent.payload });
  return findCommand(ctx, sent.id);
}

export async function list(ctx: Ctx, deviceId: string | undefined, page: number, pageSize: number) {
  if (deviceId) await requireDevice(ctx, deviceId);
  let base = repo.selectCommands(ctx.db).where(deviceVisibleTo(ctx.user));
  if (deviceId) base = base.where('device_commands.device_id', '=', deviceId);
  const [rows, total] = await Promise.all([
    base.orderBy('device_commands.sent_at', 'desc').orderBy('device_commands.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** h5deviceManage get: the stored settings, and a read_settings command whose reply carries the device's own. */
export async function readSettings(ctx: Ctx, deviceId: string) {
  const device = await requireDevice(ctx, deviceId);
  const command = await send(ctx, device.device_id, { command: 'read_settings' }, 'h5');
  return { device, params: await configsOfDevices(ctx.db, [device.device_id]), command };
}

/** h5deviceManage set: stores the settings (ingest and alarms reload) and sends them to the device. */
export async function writeSettings(ctx: Ctx, deviceId: string, settings: Setting[]) {
  const device = await requireDevice(ctx, deviceId);
  const current = new Map((await configsOfDevices(ctx.db, [device.device_id])).map((c) => [c.param_key, c]));
  for (const s of settings) {
    const row = current.get(s.param_key);
    if (!row) throw badRequest('params_config_not_found', { param: s.param_key });
    checkConfig({ ...row, ...s });
  }
  await ctx.db.transaction().execute(async (trx) => {
    for (const { param_key, ...values } of settings) {
      if (Object.keys(values).length === 0) continue;
      await trx.updateTable('device_params').set(values).where('device_id', '=', device.device_id).where('param_key', '=', param_key).execute();
    }
  });
  ctx.bus.emit('config', { deviceId: device.device_id });
  const command = await send(ctx, device.device_id, { command: 'write_settings', params: settings }, 'h5');
  return { device, params: await configsOfDevices(ctx.db, [device.device_id]), command };
}

/**
 * codeRegister: pre-provisions a device code with its MQTT secret (a device that is set up
 * before it is placed), or with `reset` issues a new secret for an existing one.
 */
export async function register(ctx: Ctx, body: CodeRegisterBody) {
  if (ctx.user.userType === 'customer') throw forbidden('devices_agent_only');
  if (body.reset) {
    const device = await requireDevice(ctx, body.device_id);
    const { secret, hash } = issueDeviceSecret();
    await ctx.db.updateTable('devices').set({ secret_hash: hash }).where('device_id', '=', device.device_id).execute();
    ctx.bus.emit('config', { deviceId: device.device_id });
    return { device_id: device.device_id, secret, created: false };
  }
  if (!body.device_type) throw badRequest('field_required', { field: 'device_type' });
  const existing = await ctx.db.selectFrom('devices').select('device_id').where('device_id', '=', body.device_id.trim()).executeTakeFirst();
  if (existing) throw conflict('devices_code_exists');
  const created = await createDevice(ctx, {
    device_id: body.device_id,
    device_type: body.device_type,
    device_name: body.device_name?.trim() || body.device_id.trim(),
    tenant_id: body.tenant_id,
  });
  return { device_id: created.device.device_id, secret: created.secret, created: true };
}
