import type { RequestScope } from '../../../auth/request-scope';
import { badRequest, conflict, notFound } from '../../../http/app-error';
import { sqlState } from '../../../db/pg-error';
import { escapeLike } from '../../../db/escape-like';
import { pageOf } from '../../../core/paging';
import { fieldOf, type ResourceDecl } from '../../../../shared/contract/farm';
import { invalidKey, isRefField } from '../../../../shared/contract/farm/schemas';
import { moveStock } from '../stock/move';
import * as repo from './repository';
import '../messages';

type Input = Record<string, unknown>;
export type WriteOp = 'add' | 'update' | 'delete' | 'restore';
export interface WriteContext {
  scope: RequestScope;
  trx: repo.Db;
  decl: ResourceDecl;
  op: WriteOp;
  /** Runs once the write's transaction has committed (announcing what it wrote); never when it rolls back. */
  afterCommit(fn: () => void): void;
}
/**
 * What makes a resource special beyond its declaration. `afterWrite` runs in the write's
 * transaction with the row before (null on add and restore) and after (null on delete).
 */
export interface ResourceHooks {
  afterWrite?(ctx: WriteContext, prev: repo.Row | null, next: repo.Row | null): Promise<void>;
}

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

/** The declared, writable fields of a body; left out stays undefined (an update keeps the stored value). */
function valuesOf(decl: ResourceDecl, body: Input): Input {
  const values: Input = {};
  for (const field of decl.fields) if (!field.readonly && body[field.key] !== undefined) values[field.key] = clean(body[field.key]);
  return values;
}

async function checkRefs(ctx: WriteContext, tenantId: number, values: Input) {
  for (const field of ctx.decl.fields.filter(isRefField)) {
    const id = values[field.key];
    if (typeof id === 'number' && !(await repo.refUsable(ctx.trx, field, tenantId, id))) throw badRequest(invalidKey(ctx.decl, field));
  }
  const draws = ctx.decl.draws;
  if (draws && values[draws.item] != null && values[draws.quantity] == null) throw badRequest('farm_dose_required');
}

async function checkTime(ctx: WriteContext, row: Input, exceptId?: number) {
  if (!ctx.decl.log) return;
  const clash = await repo.clashAt(ctx.trx, ctx.decl, row.pond_id as number, row.at as string, exceptId);
  if (clash) throw conflict('farm_time_conflict', { time: clash.at });
}

const drawOf = (decl: ResourceDecl, row: Input | null) => {
  if (!decl.draws || !row || row[decl.draws.item] == null) return null;
  return { item: row[decl.draws.item] as number, quantity: Number(row[decl.draws.quantity]), pond: (row.pond_id as number | null) ?? null };
};

/** Stock follows the record: the previous draw goes back, the new one comes out, in the same transaction. */
async function redraw(ctx: WriteContext, prev: repo.Row | null, next: repo.Row | null) {
  const before = drawOf(ctx.decl, prev);
  const after = drawOf(ctx.decl, next);
  if (before && after && before.item === after.item && before.quantity === after.quantity && before.pond === after.pond) return;
  const field = ctx.decl.draws ? fieldOf(ctx.decl, ctx.decl.draws.item) : undefined;
  const row = (next ?? prev)!;
  const at = typeof row.at === 'string' ? row.at : new Date().toISOString().slice(0, 16).replace('T', ' ');
  const common = { tenantId: row.tenant_id, kind: field?.ref, source: ctx.decl.resource, sourceId: row.id, at, invalidItem: field ? invalidKey(ctx.decl, field) : 'farm_not_found' };
  if (before) await moveStock(ctx.trx, { ...common, itemId: before.item, delta: before.quantity, pondId: before.pond });
  if (after) await moveStock(ctx.trx, { ...common, itemId: after.item, delta: -after.quantity, pondId: after.pond });
}

async function afterWrite(ctx: WriteContext, hooks: ResourceHooks, prev: repo.Row | null, next: repo.Row | null) {
  await redraw(ctx, prev, next);
  await hooks.afterWrite?.(ctx, prev, next);
}

/** A live row the caller sees: 404 when absent or another company's, 400 when in the recycle bin. */
async function liveRow(ctx: WriteContext, id: number) {
  const [row] = await repo.rowsByIds(ctx.trx, ctx.decl, [id], ctx.scope.whereTenant('r.tenant_id'));
  if (!row) throw notFound('farm_not_found');
  if (row.deleted_at) throw badRequest('farm_deleted');
  return row;
}

/** Two entries racing for one pond and minute: the unique index refuses the second, named like the check. */
async function guardRace<T>(decl: ResourceDecl, at: unknown, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (decl.log && sqlState(error) === '23505') throw conflict('farm_time_conflict', { time: String(at) });
    throw error;
  }
}

/**
 * The management service of one declared resource: search with the declared filters, add,
 * update, and delete/restore through the recycle bin, all tenant-scoped; stock draws, the time
 * rule of logs and the resource's hooks run inside the write's transaction.
 */
export function manageService(decl: ResourceDecl, hooks: ResourceHooks = {}) {
  /** One write: its transaction runs `body`, and what the hooks queued for after the commit runs once it returned. */
  async function write<T>(scope: RequestScope, op: WriteOp, at: unknown, body: (ctx: WriteContext) => Promise<T>): Promise<T> {
    const committed: (() => void)[] = [];
    const run = () => scope.db.transaction().execute((trx) => body({ scope, trx, decl, op, afterCommit: (fn) => committed.push(fn) }));
    const result = await (at === undefined ? run() : guardRace(decl, at, run));
    for (const fn of committed) fn();
    return result;
  }

  async function search(scope: RequestScope, body: Input) {
    let base = repo
      .selectRows(scope.db, decl)
      .where(scope.whereTenant('r.tenant_id'))
      .where(scope.whereChosenCompany('r.tenant_id', body.tenant_id as number | undefined))
      .where('r.deleted_at', body.deleted ? 'is not' : 'is', null);
    for (const key of decl.filters) {
      const field = fieldOf(decl, key);
      if (field.kind === 'date' || field.kind === 'time') {
        if (body[`${key}_from`]) base = base.where(`r.${key}`, '>=', body[`${key}_from`]);
        if (body[`${key}_to`]) base = base.where(`r.${key}`, '<=', body[`${key}_to`]);
      } else if (field.kind === 'text' || field.kind === 'longtext') {
        const text = typeof body[key] === 'string' ? (body[key] as string).trim() : '';
        if (text) base = base.where(`r.${key}`, 'ilike', `%${escapeLike(text)}%`);
      } else if (body[key] !== undefined && body[key] !== null) {
        base = base.where(`r.${key}`, '=', body[key]);
      }
    }
    const order = body.deleted ? 'r.deleted_at' : decl.fields.some((f) => f.key === 'at') ? 'r.at' : 'r.id';
    return pageOf(base.orderBy(order, 'desc').orderBy('r.id', 'desc'), { page: body.page as number | undefined, pageSize: body.pageSize as number | undefined });
  }

  /** The company the row names: as chosen, else its pond's (an agent logs for the company whose pond it is); companyForNew falls back to the caller's own. */
  async function chosenTenant(scope: RequestScope, body: Input) {
    if (typeof body.tenant_id === 'number') return body.tenant_id;
    if (typeof body.pond_id === 'number') {
      const pond = await scope.db.selectFrom('ponds').select('tenant_id').where('id', '=', body.pond_id).where(scope.whereTenant('ponds.tenant_id')).executeTakeFirst();
      if (pond) return pond.tenant_id;
    }
    return undefined;
  }

  async function add(scope: RequestScope, body: Input) {
    const tenantId = await scope.companyForNew(await chosenTenant(scope, body));
    const values = valuesOf(decl, body);
    return write(scope, 'add', values.at, async (ctx) => {
      const { trx } = ctx;
      await checkRefs(ctx, tenantId, values);
      await checkTime(ctx, values);
      const { id } = (await repo.untyped(trx).insertInto(decl.table).values({ ...values, ...decl.fixed, tenant_id: tenantId }).returning('id').executeTakeFirstOrThrow()) as { id: number };
      const [stored] = await repo.rowsByIds(trx, decl, [id], scope.whereTenant('r.tenant_id'));
      await afterWrite(ctx, hooks, null, stored);
      return repo.findRow(trx, decl, id);
    });
  }

  /** Changes a live row; a field left out keeps its value, null clears it. */
  async function update(scope: RequestScope, body: Input & { id: number }) {
    const values = valuesOf(decl, body);
    return write(scope, 'update', values.at, async (ctx) => {
      const { trx } = ctx;
      const prev = await liveRow(ctx, body.id);
      if (body.tenant_id !== undefined && body.tenant_id !== prev.tenant_id) throw badRequest('farm_tenant_fixed');
      // A phone edit queued offline carries the version it saw; a change made since (the console) wins and is shown, not overwritten.
      if (typeof body.updated_at === 'string' && new Date(body.updated_at).getTime() !== new Date(prev.updated_at as string | Date).getTime()) throw conflict('farm_stale_update');
      const next = { ...prev, ...values } as repo.Row;
      await checkRefs(ctx, prev.tenant_id, next);
      await checkTime(ctx, next, prev.id);
      await repo.untyped(trx).updateTable(decl.table).set({ ...values, updated_at: new Date() }).where('id', '=', prev.id).execute();
      await afterWrite(ctx, hooks, prev, next);
      return repo.findRow(trx, decl, prev.id);
    });
  }

  /** To the recycle bin and back, all of `ids` or none; a restored log must still have its minute free and its stock. */
  async function setDeleted(scope: RequestScope, ids: number[], deleted: boolean) {
    return write(scope, deleted ? 'delete' : 'restore', undefined, async (ctx) => {
      const { trx } = ctx;
      const rows = await repo.rowsByIds(trx, decl, ids, scope.whereTenant('r.tenant_id'));
      const eligible = rows.filter((row) => (row.deleted_at === null) === deleted);
      if (eligible.length !== ids.length) throw notFound('farm_not_found');
      if (!deleted) for (const row of eligible) await checkTime(ctx, row, row.id);
      await guardRace(decl, eligible[0]?.at, () =>
        repo.untyped(trx).updateTable(decl.table).set({ deleted_at: deleted ? new Date() : null, updated_at: new Date() }).where('id', 'in', ids).execute(),
      );
      for (const row of eligible) await afterWrite(ctx, hooks, deleted ? row : null, deleted ? null : row);
      return { ids };
    });
  }

  return { search, add, update, setDeleted };
}

export type ManageServiceOf = ReturnType<typeof manageService>;
