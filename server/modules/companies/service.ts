import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error';
import { assertCompanyVisible, isAdmin, visibleCompanyIds } from '../../auth/scope';
import type { SessionUser } from '../../auth/session-user';
import type { CompanyCreate, CompanyListQuery, CompanyUpdate } from '../../../shared/contract/api/companies';
import * as repo from './repository';
import './messages';

/** Postgres "foreign key violation": another table still points at the row. */
const FK_VIOLATION = '23503';

export async function list(db: Kysely<DB>, user: SessionUser, query: CompanyListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const scope = await visibleCompanyIds(db, user);
  return repo.listCompanies(db, scope, { name: query.name?.trim(), offset: (page - 1) * pageSize, limit: pageSize });
}

export async function options(db: Kysely<DB>, user: SessionUser) {
  return repo.listOptions(db, await visibleCompanyIds(db, user));
}

export async function create(db: Kysely<DB>, user: SessionUser, body: CompanyCreate) {
  if (!isAdmin(user)) throw forbidden('companies_admin_only');
  const id = await repo.insertCompany(db, { name: body.name.trim(), alias: body.alias?.trim() || null });
  return { id };
}

/**
 * Lock/unlock and edit; an agent may do it for the companies it manages, but never lock its own.
 * Locking also signs the company's users out, since login is where the lock is checked.
 */
export async function update(db: Kysely<DB>, user: SessionUser, id: number, body: CompanyUpdate) {
  await requireVisible(db, user, id);
  if (body.is_lock === 1 && user.tenantId === id && !isAdmin(user)) throw new AppError(400, 'companies_lock_own');
  await db.transaction().execute(async (trx) => {
    await repo.updateCompany(trx, id, {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.alias !== undefined ? { alias: body.alias?.trim() || null } : {}),
      ...(body.is_lock !== undefined ? { is_lock: body.is_lock } : {}),
    });
    if (body.is_lock === 1) await repo.endCompanySessions(trx, id);
  });
}

/**
 * Deleting a company that still owns users or devices would orphan them, so it is refused with
 * the counts; the console asks for confirmation before calling.
 */
export async function remove(db: Kysely<DB>, user: SessionUser, id: number) {
  if (!isAdmin(user)) throw forbidden('companies_admin_only');
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findCompany(trx, id))) throw notFound('companies_not_found');
    const owned = await repo.ownedCounts(trx, id);
    if (owned.users > 0 || owned.devices > 0) throw conflict('companies_not_empty', owned);
    try {
      await repo.deleteCompany(trx, id);
    } catch (error) {
      if ((error as { code?: string }).code === FK_VIOLATION) throw conflict('companies_in_use');
      throw error;
    }
  });
}

async function requireVisible(db: Kysely<DB>, user: SessionUser, id: number) {
  if (!(await repo.findCompany(db, id))) {
    // Outside the caller's scope an unknown id looks like any other foreign company.
    if (!isAdmin(user)) throw forbidden('forbidden_tenant');
    throw notFound('companies_not_found');
  }
  await assertCompanyVisible(db, user, id);
}
