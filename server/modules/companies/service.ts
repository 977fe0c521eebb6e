import { AppError, conflict, forbidden, notFound } from '../../http/app-error';
import type { RequestScope } from '../../auth/request-scope';
import type { CompanyCreate, CompanyListQuery, CompanyUpdate } from '../../../shared/contract/api/companies';
import * as repo from './repository';
import './messages';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';

/** Postgres "foreign key violation": another table still points at the row. */
const FK_VIOLATION = '23503';

export async function list(scope: RequestScope, query: CompanyListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return repo.listCompanies(scope.db, scope.whereTenant('companies.id'), { name: query.name?.trim(), offset: (page - 1) * pageSize, limit: pageSize });
}

export async function options(scope: RequestScope) {
  return repo.listOptions(scope.db, scope.whereTenant('companies.id'));
}

export async function create(scope: RequestScope, body: CompanyCreate) {
  if (!scope.isAdmin) throw forbidden('companies_admin_only');
  const id = await repo.insertCompany(scope.db, { name: body.name.trim(), alias: body.alias?.trim() || null });
  return { id };
}

/**
 * Lock/unlock and edit; an agent may do it for the companies it manages, but never lock its own.
 * Locking also signs the company's users out, since login is where the lock is checked.
 */
export async function update(scope: RequestScope, id: number, body: CompanyUpdate) {
  await requireVisible(scope, id);
  if (body.is_lock === 1 && scope.isOwnCompany(id) && !scope.isAdmin) throw new AppError(400, 'companies_lock_own');
  await scope.db.transaction().execute(async (trx) => {
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
export async function remove(scope: RequestScope, id: number) {
  if (!scope.isAdmin) throw forbidden('companies_admin_only');
  await scope.db.transaction().execute(async (trx) => {
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

async function requireVisible(scope: RequestScope, id: number) {
  if (!(await repo.findCompany(scope.db, id))) {
    // Outside the caller's scope an unknown id looks like any other foreign company.
    if (!scope.isAdmin) throw forbidden('forbidden_tenant');
    throw notFound('companies_not_found');
  }
  await scope.assertCompanyVisible(id);
}
