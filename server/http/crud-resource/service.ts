import type { RequestScope } from '../../auth/request-scope';
import { pageOf } from '../../core/paging';
import { escapeLike } from '../../db/escape-like';
import { badRequest, conflict, notFound } from '../app-error';
import type { ManageService } from '../manage-route';
import type { CrudResource, WriteContext } from './declaration';
import { registerResourceMessages } from './messages';
import { untyped, type AnyDb, type AnySelect, type Row } from './untyped';

type Input = Record<string, unknown>;
export type ManageInput = { type: 'search' } | { type: 'add' } | { type: 'update'; id: number } | { type: 'delete'; ids: number[] } | { type: 'restore'; ids: number[] };

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

/** The resource's service, as answerManage calls it, and the lookup of a live row other modules pick from. */
export interface CrudService extends ManageService<ManageInput> {
  /** A live row the caller sees: 404 when absent or another company's, 400 when in the recycle bin. */
  liveRow(scope: RequestScope, id: number, trx?: AnyDb): Promise<Row>;
}

const SERVICES = new WeakMap<CrudResource, CrudService>();

/**
 * The search, add, update, delete and restore of a declared resource: tenancy from the request
 * scope only, paging and counting by pageOf, every write in one transaction. One per declaration.
 */
export function crudService(decl: CrudResource): CrudService {
  let service = SERVICES.get(decl);
  if (!service) SERVICES.set(decl, (service = serviceOf(decl)));
  return service;
}

function serviceOf(decl: CrudResource): CrudService {
  const keys = registerResourceMessages(decl);
  const { table } = decl;
  const col = (name: string) => `${table}.${name}`;
  const visible = (scope: RequestScope) => scope.whereTenant(col('tenant_id'));
  const select: (db: AnyDb) => AnySelect =
    decl.select ??
    ((db: AnyDb) => db.selectFrom(table).leftJoin('companies', 'companies.id', col('tenant_id')).selectAll(table).select('companies.name as tenant_name'));
  const findOne = (db: AnyDb, id: number) => select(db).where(col('id'), '=', id).executeTakeFirstOrThrow();
  const rowsByIds = (db: AnyDb, scope: RequestScope, ids: number[]) =>
    db.selectFrom(table).selectAll().where('id', 'in', ids).where(visible(scope)).execute() as Promise<Row[]>;

  /** The declared columns of a body; left out stays out (an update keeps the stored value), blank is null. */
  const valuesOf = (body: Input) => Object.fromEntries(decl.columns.filter((c) => body[c] !== undefined).map((c) => [c, clean(body[c])]));

  async function assertUnique(ctx: WriteContext, value: unknown, exceptId?: number) {
    if (!decl.unique || value === undefined || value === null) return;
    let query = ctx.trx.selectFrom(table).select('id').where('tenant_id', '=', ctx.tenantId).where(decl.unique.column, '=', value);
    if (decl.bin) query = query.where('deleted_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw conflict(decl.unique.message, { [decl.unique.column]: String(value) });
  }

  async function liveRow(scope: RequestScope, id: number, trx: AnyDb = untyped(scope.db)) {
    const [row] = await rowsByIds(trx, scope, [id]);
    if (!row) throw notFound(keys.notFound);
    if (row.deleted_at) throw badRequest(keys.deleted);
    return row;
  }

  async function search(scope: RequestScope, body: Input & { page?: number; pageSize?: number }) {
    const binned = decl.bin && body.deleted === true;
    let base = select(untyped(scope.db))
      .where(visible(scope))
      .where(scope.whereChosenCompany(col('tenant_id'), body.tenant_id as number | undefined));
    if (decl.bin) base = base.where(col('deleted_at'), binned ? 'is not' : 'is', null);
    for (const [filter, column] of Object.entries(decl.filters ?? {})) {
      if (body[filter] !== undefined && body[filter] !== null && body[filter] !== '') base = base.where(col(column), '=', body[filter]);
    }
    const keyword = typeof body.keyword === 'string' ? body.keyword.trim() : '';
    if (keyword && decl.keyword?.length) {
      const like = `%${escapeLike(keyword)}%`;
      base = base.where((eb) => eb.or(decl.keyword!.map((c) => eb(col(c), 'ilike', like))));
    }
    const extra = decl.where;
    if (extra) base = base.where((eb) => extra(eb, body) ?? eb.lit(true));
    return pageOf(base.orderBy(binned ? col('deleted_at') : col('id'), 'desc'), body);
  }

  async function add(scope: RequestScope, body: Input) {
    const values = valuesOf(body);
    return scope.db.transaction().execute(async (trx) => {
      const tenantId = await scope.companyForNew(body.tenant_id as number | undefined, { db: trx });
      const ctx = { scope, trx: untyped(trx), tenantId };
      await decl.beforeWrite?.(ctx, values, null);
      await assertUnique(ctx, decl.unique && values[decl.unique.column]);
      const { id } = await ctx.trx.insertInto(table).values({ ...values, tenant_id: tenantId }).returning('id').executeTakeFirstOrThrow();
      return findOne(ctx.trx, id as number);
    });
  }

  /** Changes a live row; a field left out keeps its value, null or blank clears it; its company is fixed. */
  async function update(scope: RequestScope, body: Input & { id: number }) {
    const values = valuesOf(body);
    return scope.db.transaction().execute(async (trx) => {
      const prev = await liveRow(scope, body.id, untyped(trx));
      if (body.tenant_id !== undefined && body.tenant_id !== prev.tenant_id) throw badRequest(keys.tenantFixed);
      const ctx = { scope, trx: untyped(trx), tenantId: prev.tenant_id };
      await decl.beforeWrite?.(ctx, values, prev);
      await assertUnique(ctx, decl.unique && values[decl.unique.column], prev.id);
      await ctx.trx.updateTable(table).set({ ...values, updated_at: new Date() }).where('id', '=', prev.id).execute();
      return findOne(ctx.trx, prev.id);
    });
  }

  /**
   * Moves rows to the recycle bin or brings them back (removes them where there is no bin): all of
   * `ids` or none, 404 when one is not visible or not in the state the call expects. A restored
   * row's unique value must still be free.
   */
  async function setDeleted(scope: RequestScope, ids: number[], deleted: boolean) {
    return scope.db.transaction().execute(async (trx) => {
      const db = untyped(trx);
      const rows = await rowsByIds(db, scope, ids);
      const eligible = rows.filter((row) => (decl.bin ? (row.deleted_at === null) === deleted : deleted));
      if (eligible.length !== ids.length) throw notFound(keys.notFound);
      if (!decl.bin) {
        await db.deleteFrom(table).where('id', 'in', ids).execute();
        return { ids };
      }
      if (!deleted && decl.unique) {
        const { column, message } = decl.unique;
        const seen = new Set<string>();
        for (const row of eligible) {
          const key = `${row.tenant_id}\u0000${String(row[column])}`;
          if (seen.has(key)) throw conflict(message, { [column]: String(row[column]) });
          seen.add(key);
          await assertUnique({ scope, trx: db, tenantId: row.tenant_id }, row[column]);
        }
      }
      await db.updateTable(table).set({ deleted_at: deleted ? new Date() : null, updated_at: new Date() }).where('id', 'in', ids).execute();
      return { ids };
    });
  }

  return { search, add, update, setDeleted, liveRow } as CrudService;
}

/** The messages of a resource's successful writes, the kit's for every resource. */
export const crudMessages = (decl: CrudResource) => ({
  added: 'crud_added',
  updated: 'crud_updated',
  deleted: decl.bin ? 'crud_binned' : 'crud_removed',
  restored: 'crud_restored',
});
