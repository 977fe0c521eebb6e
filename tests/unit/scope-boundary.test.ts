import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Tenancy is decided in server/auth/ and reached through the request scope (docs/architecture.md):
 * no module compares user types, filters on user_type, asks for company lists (of the database or
 * of the scope), builds one from its own company, reads its own company off the user (the company of
 * a new row is scope.companyForNew) or writes the `[-1]` placeholder of an empty tenant list.
 * Schemas, seed data and migrations are data, not decisions, and are left out.
 */
const FORBIDDEN: { name: string; pattern: string }[] = [
  { name: 'user type compared', pattern: String.raw`userType\s*[!=]==|user_type\s*[!=]==\s*'` },
  { name: 'user_type visibility filter', pattern: String.raw`user_type',\s*'(!=|<>|=)',\s*'(admin|agent|customer)'` },
  { name: 'company list asked for', pattern: String.raw`visibleCompanyIds\(` },
  { name: 'company list asked of the scope', pattern: String.raw`\.companies\(` },
  { name: 'own company as a list', pattern: String.raw`\[\s*[A-Za-z.]*user\.tenantId\s*\]` },
  // The company of a new row is scope.companyForNew(requested), the caller's own company scope.ownCompany.
  { name: "caller's company read off the user", pattern: String.raw`scope\.user\.tenantId` },
  { name: 'company of a new row chosen by hand', pattern: String.raw`\?\?\s*[A-Za-z.]*user\.tenantId` },
  { name: 'isAdmin() called', pattern: String.raw`\bisAdmin\(` },
  { name: 'empty tenant list placeholder', pattern: String.raw`\[-1\]` },
  { name: 'old context shape', pattern: String.raw`\b(CameraContext|DetectContext|RulesCtx|PaymentsContext)\b|\bctx: Ctx\b` },
  // A service asks scope.holds(ROUTE_ACCESS.group): a code kept in a module's own constant escapes the catalogue.
  { name: 'access code written inline', pattern: String.raw`_CODES?\s*=\s*'[0-9]+'|holds\(\s*'[0-9]+'` },
];

const EXCEPT = [':!server/auth/**', ':!server/db/migrations/**', ':!server/db/seed*.ts', ':!**/*.test.ts'];

function grep(pattern: string): string[] {
  try {
    const out = execFileSync('git', ['grep', '-n', '-E', '--untracked', pattern, '--', 'server', 'shared', ...EXCEPT], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean);
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('the request scope is the only place tenancy is decided', () => {
  it.each(FORBIDDEN)('no $name outside server/auth/', ({ pattern }) => {
    expect(grep(pattern)).toEqual([]);
  });

  it('a role flag outside server/auth/ only refuses a call; what rows to show goes through the scope', () => {
    // `if (!scope.isAdmin) throw ...` is a refusal; any other use (`everything: scope.isAdmin`,
    // `scope.isAdmin || scope.isAgent ? ...`) chooses what the caller gets, and belongs in the scope.
    const refusal = /!\s*scope\.is(Admin|Agent|Customer)\)\s*throw\b/;
    expect(grep(String.raw`\.(isAdmin|isAgent|isCustomer)\b`).filter((line) => !refusal.test(line))).toEqual([]);
  });

  it('routes read the caller through request.scope, not request.user!', () => {
    expect(grep(String.raw`request\.user!`)).toEqual([]);
  });

  it('access codes of route groups come from the catalogue, not inline lists', () => {
    expect(grep(String.raw`access:\s*(\[\s*)?'[0-9]+'`)).toEqual([]);
  });
});
