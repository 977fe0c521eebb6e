import type { Kysely } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { escapeLike } from '../../db/escape-like';
import { pageOf } from '../../core/paging';
import { INSECT_COUNT_PARAM, type InsectArea, type InsectAreaManageBody } from '../../../shared/contract/api/insects';
import { outlineAround } from './outline';
import './tables';
import './messages';

type Body<T extends InsectAreaManageBody['type']> = Extract<InsectAreaManageBody, { type: T }>;
type Fields = Omit<Body<'add'>, 'type'>;
type Db = Kysely<DB>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function withTraps(db: Db, rows: Array<{ id: number; tenant_id: number; tenant_name: string | null; name: string; note: string | null; outline: number[][]; created_at: Date; updated_at: Date; deleted_at: Date | null }>): Promise<InsectArea[]> {
  const ids = rows.map((r) => r.id);
  const members = ids.length ? await db.selectFrom('insect_area_traps').select(['area_id', 'device_id']).where('area_id', 'in', ids).orderBy('device_id').execute() : [];
  return rows.map((r) => ({
    ...r,
    device_ids: members.filter((m) => m.area_id === r.id).map((m) => m.device_id),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    deleted_at: iso(r.deleted_at),
  }));
}

const selectAreas = (db: Db) =>
  db
    .selectFrom('insect_areas')
    .leftJoin('companies', 'companies.id', 'insect_areas.tenant_id')
    .select(['insect_areas.id', 'insect_areas.tenant_id', 'companies.name as tenant_name', 'insect_areas.name', 'insect_areas.note', 'insect_areas.outline', 'insect_areas.created_at', 'insect_areas.updated_at', 'insect_areas.deleted_at']);

/** A live area the caller sees: 404 when unseen (no existence leak), 400 when in the recycle bin. */
export async function areaForScope(scope: RequestScope, id: number, db: Db = scope.db): Promise<InsectArea> {
  const row = await selectAreas(db).where('insect_areas.id', '=', id).where(scope.whereTenant('insect_areas.tenant_id')).executeTakeFirst();
  if (!row) throw notFound('insects_area_not_found');
  if (row.deleted_at) throw badRequest('insects_area_deleted');
  return (await withTraps(db, [row]))[0];
}

export async function search(scope: RequestScope, body: Body<'search'>) {
  let base = selectAreas(scope.db).where(scope.whereTenant('insect_areas.tenant_id')).where('insect_areas.deleted_at', body.deleted ? 'is not' : 'is', null);
  const keyword = body.keyword?.trim();
  if (keyword) base = base.where('insect_areas.name', 'ilike', `%${escapeLike(keyword)}%`);
  const { rows, total } = await pageOf(base.orderBy('insect_areas.id', 'desc'), body);
  return { rows: await withTraps(scope.db, rows), total };
}

/**
 * The member traps must be visible devices of the area's company that report insect counts; their
 * positions make the outline when none is given.
 */
async function checkTraps(scope: RequestScope, trx: Db, tenantId: number, deviceIds: string[]) {
  const unique = [...new Set(deviceIds)];
  const rows = await trx
    .selectFrom('devices')
    .innerJoin('device_params', (j) => j.onRef('device_params.device_id', '=', 'devices.device_id').on('device_params.param_key', '=', INSECT_COUNT_PARAM))
    .select(['devices.device_id', 'devices.longitude', 'devices.latitude'])
    .where('devices.device_id', 'in', unique)
    .where('devices.tenant_id', '=', tenantId)
    .where(scope.whereDeviceVisible('devices.device_id'))
    .execute();
  const missing = unique.find((id) => !rows.some((r) => r.device_id === id));
  if (missing) throw badRequest('insects_trap_invalid', { device: missing });
  return rows;
}

async function assertNameFree(db: Db, tenantId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('insect_areas').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict('insects_area_name_taken', { name });
}

async function writeMembers(trx: Db, areaId: number, deviceIds: string[]) {
  await trx.deleteFrom('insect_area_traps').where('area_id', '=', areaId).execute();
  await trx.insertInto('insect_area_traps').values([...new Set(deviceIds)].map((device_id) => ({ area_id: areaId, device_id }))).execute();
}

export async function add(scope: RequestScope, body: Fields) {
  // The platform admin need not choose a company: the area's is its traps' (all must share it).
  const firstTrap = await scope.db.selectFrom('devices').select('tenant_id').where('device_id', '=', body.device_ids[0]).where(scope.whereDeviceVisible('devices.device_id')).executeTakeFirst();
  const name = body.name.trim();
  return scope.db.transaction().execute(async (trx) => {
    const tenantId = await scope.companyForNew(body.tenant_id, { otherwise: firstTrap?.tenant_id, db: trx });
    const traps = await checkTraps(scope, trx, tenantId, body.device_ids);
    await assertNameFree(trx, tenantId, name);
    const outline = body.outline ?? outlineAround(traps);
    const { id } = await trx
      .insertInto('insect_areas')
      .values({ tenant_id: tenantId, name, note: body.note?.trim() || null, outline: JSON.stringify(outline) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeMembers(trx, id, body.device_ids);
    return areaForScope(scope, id, trx);
  });
}

/** Changes a live area; a left-out outline keeps the stored one unless the traps changed, then it is drawn again. */
export async function update(scope: RequestScope, body: Body<'update'>) {
  return scope.db.transaction().execute(async (trx) => {
    const area = await areaForScope(scope, body.id, trx);
    if (body.tenant_id !== undefined && body.tenant_id !== area.tenant_id) throw badRequest('insects_area_tenant_fixed');
    const name = body.name.trim();
    const traps = await checkTraps(scope, trx, area.tenant_id, body.device_ids);
    await assertNameFree(trx, area.tenant_id, name, area.id);
    const sameTraps = [...new Set(body.device_ids)].sort().join() === area.device_ids.join();
    const outline = body.outline ?? (sameTraps ? area.outline : outlineAround(traps));
    const note = body.note === undefined ? area.note : body.note?.trim() || null;
    await trx.updateTable('insect_areas').set({ name, note, outline: JSON.stringify(outline), updated_at: new Date() }).where('id', '=', area.id).execute();
    await writeMembers(trx, area.id, body.device_ids);
    return areaForScope(scope, area.id, trx);
  });
}

/** To the recycle bin and back: all of `ids` or none (404 when one is unseen or not in the expected state). */
export async function setDeleted(scope: RequestScope, ids: number[], deleted: boolean) {
  return scope.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('insect_areas').selectAll().where('id', 'in', ids).where(scope.whereTenant('insect_areas.tenant_id')).execute();
    const eligible = rows.filter((row) => (row.deleted_at === null) === deleted);
    if (eligible.length !== ids.length) throw notFound('insects_area_not_found');
    if (!deleted) for (const row of eligible) await assertNameFree(trx, row.tenant_id, row.name);
    await trx.updateTable('insect_areas').set({ deleted_at: deleted ? new Date() : null, updated_at: new Date() }).where('id', 'in', ids).execute();
    return { ids };
  });
}
