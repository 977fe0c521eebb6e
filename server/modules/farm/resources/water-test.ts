import { announceReading, manualReading, writeReading } from '../../datahis';
import type { ResourceHooks } from '../registry/engine';
import { untyped, type Row } from '../registry/repository';

/**
 * A water test's lab values by the parameter they are on the pond's water-quality monitor (an AW
 * device). Nitrite has no parameter there, so it stays on the test alone.
 */
export const LAB_PARAMS: Readonly<Record<string, string>> = { ph: 'ph', oxygen: 'do', ammonia: 'nh3n', temperature: 'water_temp' };

/**
 * A new water test also enters its lab values into the readings of its pond's monitor
 * (ponds.device_id) as a manual reading at the test's minute, in the test's transaction, with the
 * manual-entry rule of /datahis/create: a reading of those parameters already in that minute (the
 * device's or an earlier manual entry) refuses the whole test with 409 naming its time. A pond
 * without a monitor, or with none of these parameters, keeps the test alone. Changing or deleting
 * the test leaves the readings to the data audit, where manual readings are corrected.
 */
export const waterTestHooks: ResourceHooks = {
  async afterWrite(ctx, _prev: Row | null, next: Row | null) {
    if (ctx.op !== 'add' || !next) return;
    const pond = (await untyped(ctx.trx).selectFrom('ponds').select('device_id').where('id', '=', next.pond_id as number).executeTakeFirst()) as { device_id: string | null } | undefined;
    const device = pond?.device_id ? ctx.scope.app.ingest.registry.get(pond.device_id) : undefined;
    // The pond's own company's monitor only: a reading never lands on another company's device.
    if (!device || device.tenantId !== next.tenant_id) return;
    const data: Record<string, number> = {};
    for (const [field, key] of Object.entries(LAB_PARAMS)) if (next[field] !== null && next[field] !== undefined && device.params.has(key)) data[key] = Number(next[field]);
    if (Object.keys(data).length === 0) return;
    const reading = manualReading(device, String(next.at), data);
    await writeReading(ctx.trx, reading);
    ctx.afterCommit(() => announceReading(ctx.scope.app, reading));
  },
};
