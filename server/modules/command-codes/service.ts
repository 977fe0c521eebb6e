import { sql, type Kysely, type SqlBool } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import type { DB } from '../../db/types';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import type { CommandCode, CommandCodeManageBody } from '../../../shared/contract/api/command-codes';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX } from '../../../shared/contract/paging';
import { escapeLike } from '../../db/escape-like';
import * as repo from './repository';
import { pageOf } from '../../core/paging';
import './messages';

type Body<T extends CommandCodeManageBody['type']> = Extract<CommandCodeManageBody, { type: T }>;
type Fields = Omit<Body<'add'>, 'type'>;
type Row = Awaited<ReturnType<typeof findOne>>;

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** Platform defaults and the codes of the companies the caller sees. */
const visible = (scope: RequestScope) => sql<SqlBool>`(command_codes.tenant_id is null or ${scope.whereTenant('command_codes.tenant_id')})`;

/** A platform default is the platform admin's alone; a company's code, anyone's who sees the company. */
const editable = (scope: RequestScope, tenantId: number | null) => scope.mayEditPlatformRows || tenantId !== null;

const findOne = (db: Kysely<DB>, id: number) => repo.selectCodes(db).where('command_codes.id', '=', id).executeTakeFirstOrThrow();

function view(scope: RequestScope, row: Row): CommandCode {
  return {
    ...row,
    params: (row.params ?? null) as CommandCode['params'],
    editable: editable(scope, row.tenant_id),
    updated_at: new Date(row.updated_at).toISOString(),
    deleted_at: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
  };
}

/**
 * The codes one device accepts, for the device settings page and the rule editor: its type's
 * platform defaults and its company's own, a company's code shadowing the default of that name.
 */
async function codesOfDevice(scope: RequestScope, deviceId: string, keyword?: string) {
  await scope.assertDeviceVisible(deviceId);
  const device = await scope.db.selectFrom('devices').select(['device_type', 'tenant_id']).where('device_id', '=', deviceId).executeTakeFirstOrThrow();
  let query = repo
    .selectCodes(scope.db)
    .where('command_codes.device_type', '=', device.device_type)
    .where('command_codes.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('command_codes.tenant_id', 'is', null), eb('command_codes.tenant_id', '=', device.tenant_id)]));
  if (keyword) query = query.where(matches(keyword));
  const rows = await query.orderBy('command_codes.code').limit(PAGE_SIZE_MAX * 2).execute();
  const byCode = new Map<string, Row>();
  for (const row of rows) if (!byCode.has(row.code) || row.tenant_id !== null) byCode.set(row.code, row);
  return [...byCode.values()];
}

function matches(keyword: string) {
  const like = `%${escapeLike(keyword)}%`;
  return sql<SqlBool>`(command_codes.code ilike ${like} or command_codes.name ilike ${like} or command_codes.name_en ilike ${like})`;
}

export async function search(scope: RequestScope, body: Body<'search'>) {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
  const keyword = body.keyword?.trim();
  if (body.device_id && !body.deleted) {
    const rows = await codesOfDevice(scope, body.device_id, keyword);
    return { rows: rows.slice((page - 1) * pageSize, page * pageSize).map((row) => view(scope, row)), total: rows.length };
  }
  let base = repo
    .selectCodes(scope.db)
    .where(visible(scope))
    .where('command_codes.deleted_at', body.deleted ? 'is not' : 'is', null);
  if (body.device_type) base = base.where('command_codes.device_type', '=', body.device_type);
  base = base.where(scope.whereChosenCompany('command_codes.tenant_id', body.tenant_id));
  if (keyword) base = base.where(matches(keyword));
  const { rows, total } = await pageOf(base.orderBy('command_codes.device_type').orderBy('command_codes.code').orderBy('command_codes.id'), body);
  return { rows: rows.map((row) => view(scope, row)), total };
}

/** The owner of a new code: the platform (admin only, by default), or a company the caller sees (its own by default). */
async function ownerOf(scope: RequestScope, tenantId: number | null | undefined, db: Kysely<DB>): Promise<number | null> {
  if (tenantId === null || (tenantId === undefined && scope.mayEditPlatformRows)) {
    if (!scope.mayEditPlatformRows) throw new AppError(403, 'command_codes_platform_only');
    return null;
  }
  return scope.companyForNew(tenantId, { db });
}

async function assertCodeFree(db: Kysely<DB>, owner: number | null, deviceType: string, code: string, exceptId?: number) {
  if (await repo.liveCode(db, owner, deviceType, code, exceptId)) throw conflict('command_codes_taken', { type: deviceType, code });
}

const paramsText = (params: Fields['params']) => (params === undefined ? undefined : params === null ? null : JSON.stringify(params));

export async function add(scope: RequestScope, body: Fields) {
  return scope.db.transaction().execute(async (trx) => {
    const owner = await ownerOf(scope, body.tenant_id, trx);
    const code = body.code.trim();
    await assertCodeFree(trx, owner, body.device_type, code);
    const { id } = await trx
      .insertInto('command_codes')
      .values({
        tenant_id: owner,
        device_type: body.device_type,
        code,
        name: body.name.trim(),
        name_en: orNull(body.name_en) ?? null,
        params: paramsText(body.params) ?? null,
        reply_code: orNull(body.reply_code) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return view(scope, await findOne(trx, id));
  });
}

/** A live code the caller may change: 404 unseen (no existence leak), 403 a platform default for a company user. */
async function editableCode(scope: RequestScope, id: number, db: Kysely<DB>) {
  const [row] = await repo.codesByIds(db, [id], visible(scope));
  if (!row) throw notFound('command_codes_not_found');
  if (row.deleted_at) throw badRequest('command_codes_deleted');
  if (!editable(scope, row.tenant_id)) throw new AppError(403, 'command_codes_platform_only');
  return row;
}

/** Changes a live code; its owner is fixed, optional fields left out keep their value. */
export async function update(scope: RequestScope, body: Body<'update'>) {
  return scope.db.transaction().execute(async (trx) => {
    const row = await editableCode(scope, body.id, trx);
    if (body.tenant_id !== undefined && body.tenant_id !== row.tenant_id) throw badRequest('command_codes_owner_fixed');
    const code = body.code.trim();
    await assertCodeFree(trx, row.tenant_id, body.device_type, code, row.id);
    const set = { name_en: orNull(body.name_en), params: paramsText(body.params), reply_code: orNull(body.reply_code) };
    const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
    await trx
      .updateTable('command_codes')
      .set({ ...changes, device_type: body.device_type, code, name: body.name.trim(), updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    return view(scope, await findOne(trx, row.id));
  });
}

/**
 * Moves codes to the recycle bin, or brings them back: all of `ids` or none (404 when one is not
 * visible or not in the expected state, 403 for a platform default of a company user). A restored
 * code must still be free.
 */
export async function setDeleted(scope: RequestScope, ids: number[], deleted: boolean) {
  return scope.db.transaction().execute(async (trx) => {
    const rows = await repo.codesByIds(trx, ids, visible(scope));
    const eligible = rows.filter((row) => (row.deleted_at === null) === deleted);
    if (eligible.length !== ids.length) throw notFound('command_codes_not_found');
    if (eligible.some((row) => !editable(scope, row.tenant_id))) throw new AppError(403, 'command_codes_platform_only');
    if (!deleted) {
      const seen = new Set<string>();
      for (const row of eligible) {
        const key = `${row.tenant_id ?? 0}\u0000${row.device_type}\u0000${row.code}`;
        if (seen.has(key)) throw conflict('command_codes_taken', { type: row.device_type, code: row.code });
        seen.add(key);
        await assertCodeFree(trx, row.tenant_id, row.device_type, row.code);
      }
    }
    await repo.setDeleted(trx, ids, deleted ? new Date() : null);
    return { ids };
  });
}
