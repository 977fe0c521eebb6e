import type { FastifyInstance } from 'fastify';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection, type QueryResult } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../db/types';
import { scopeForUser, type RequestScope } from './request-scope';
import type { SessionUser, UserType } from './session-user';

/**
 * The company of a new row and a search's company filter, decided by the scope. The database is
 * a compiler with no server behind it: the only rows it answers are the companies an agent manages
 * (agent_companies), which is all the visibility check asks of it here.
 */
const MANAGED = [{ company_id: 7 }];

class ManagedDriver extends DummyDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    return {
      executeQuery: async <R>() => ({ rows: MANAGED as R[] }) as QueryResult<R>,
      streamQuery: async function* () {},
    };
  }
}

const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new ManagedDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const app = { database: { db }, bus: {}, log: {} } as unknown as FastifyInstance;

function scopeOf(userType: UserType, tenantId: number | null): RequestScope {
  const user: SessionUser = { id: 3, userName: 'u', realName: null, userType, tenantId, screenType: '', access: new Set(), sessionId: 's' };
  return scopeForUser(app, user);
}

const admin = () => scopeOf('admin', null);
const agent = () => scopeOf('agent', 5);
const customer = () => scopeOf('customer', 5);

/** The AppError a promise is refused with, as status and message key. */
async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { statusCode?: number; messageKey?: string } | undefined;
  return error && { status: error.statusCode, key: error.messageKey };
}

describe('scope.companyForNew', () => {
  it('asks the platform admin, of no company, to name one (400 tenant_required), and takes any it names', async () => {
    expect(await refusal(admin().companyForNew(undefined))).toEqual({ status: 400, key: 'tenant_required' });
    expect(await refusal(admin().companyForNew(null))).toEqual({ status: 400, key: 'tenant_required' });
    expect(await admin().companyForNew(42)).toBe(42);
  });

  it("gives a company's user its own company when it names none", async () => {
    expect(await customer().companyForNew(undefined)).toBe(5);
    expect(await agent().companyForNew(null)).toBe(5);
  });

  it('takes a named company the caller sees and refuses one it does not (403 forbidden_tenant)', async () => {
    expect(await agent().companyForNew(7)).toBe(7);
    expect(await refusal(agent().companyForNew(8))).toEqual({ status: 403, key: 'forbidden_tenant' });
    expect(await customer().companyForNew(5)).toBe(5);
    expect(await refusal(customer().companyForNew(7))).toEqual({ status: 403, key: 'forbidden_tenant' });
  });

  it("falls back to `otherwise` only for a caller without a company, and checks it like a named one", async () => {
    expect(await admin().companyForNew(undefined, { otherwise: 7 })).toBe(7);
    expect(await customer().companyForNew(undefined, { otherwise: 7 })).toBe(5);
    expect(await admin().companyForNew(9, { otherwise: 7 })).toBe(9);
    expect(await refusal(admin().companyForNew(undefined, { otherwise: null }))).toEqual({ status: 400, key: 'tenant_required' });
  });
});

describe('scope.whereChosenCompany', () => {
  const compiled = (scope: RequestScope, requested: number | null | undefined) =>
    db.selectFrom('companies').select('id').where(scope.whereChosenCompany('companies.id', requested)).compile();

  it('filters on the named company', () => {
    const query = compiled(customer(), 9);
    expect(query.sql).toBe('select "id" from "companies" where "companies"."id" = $1');
    expect(query.parameters).toEqual([9]);
  });

  it('filters nothing when the search names no company', () => {
    for (const requested of [undefined, null]) {
      const query = compiled(admin(), requested);
      expect(query.sql).toBe('select "id" from "companies" where true');
      expect(query.parameters).toEqual([]);
    }
  });
});

describe('scope.ownCompany and isOwnCompany', () => {
  it("answer the caller's own company, none for the platform admin", () => {
    expect(agent().ownCompany).toBe(5);
    expect(admin().ownCompany).toBeNull();
    expect(agent().isOwnCompany(5)).toBe(true);
    expect(agent().isOwnCompany(7)).toBe(false);
    expect(admin().isOwnCompany(5)).toBe(false);
  });
});
