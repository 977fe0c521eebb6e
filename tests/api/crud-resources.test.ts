import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import { declaredResources } from '../../server/modules/resources';
import type { CrudResource } from '../../server/http/crud-resource/declaration';
import { untyped } from '../../server/http/crud-resource/untyped';

/**
 * Every resource declared on the server's CRUD kit (server/modules/resources/), walked from its
 * declaration: a row added by company A is its own, invisible to company B and beyond B's reach;
 * a bad input is a 400 that writes nothing; the recycle bin goes and comes back where declared. A
 * new resource gets these by being declared, not by a file of its own.
 */
const RESOURCES = await declaredResources();

type Schema = { maxLength?: number; allOf?: Schema[]; anyOf?: Schema[]; properties?: Record<string, Schema>; required?: string[]; if?: Schema; then?: Schema; const?: unknown };
type Row = { id: number; tenant_id: number };
type Page = { rows: Row[]; total: number };

/** The `add` shape of a manage body (ActionBody's if/then on `type`). */
function addShape(decl: CrudResource): Schema {
  const shape = (decl.entry.body as Schema).allOf?.find((branch) => branch.if?.properties?.type?.const === 'add')?.then;
  if (!shape) throw new Error(`${decl.entry.path}: no add shape in its body`);
  return shape;
}

/** The smallest maxLength anywhere in a field's schema (its allOf and anyOf included). */
function maxLengthOf(schema: Schema | undefined): number | undefined {
  if (!schema) return undefined;
  const found = [schema.maxLength, ...[...(schema.allOf ?? []), ...(schema.anyOf ?? [])].map(maxLengthOf)].filter((n): n is number => n !== undefined);
  return found.length > 0 ? Math.min(...found) : undefined;
}

let server: TestServer;
let companyA: TestCompany;
let companyB: TestCompany;
let agentA: ApiClient;
let agentB: ApiClient;

beforeAll(async () => {
  server = await sharedServer();
  [companyA, companyB] = await Promise.all([freshCompany(server, { devices: 0 }), freshCompany(server, { devices: 0 })]);
  agentA = new ApiClient(server.origin);
  agentB = new ApiClient(server.origin);
  await Promise.all([agentA.login(...companyA.agent), agentB.login(...companyB.agent)]);
});

it('finds the declared resources', () => {
  expect(RESOURCES.map((decl) => decl.entry.path)).toContain('/productManage');
});

describe.each(RESOURCES.map((decl) => [decl.entry.path, decl] as const))('%s', (path, decl) => {
  const manage = <T = unknown>(client: ApiClient, body: Record<string, unknown>) => client.post<T>(path, body);
  /** The two companies' rows as text: a refused call must leave them as they were. */
  const snapshot = async () =>
    JSON.stringify(await untyped(server.app.database.db).selectFrom(decl.table).selectAll().where('tenant_id', 'in', [companyA.id, companyB.id]).orderBy('id').execute());
  let added = 0;
  /** Adds the example as company A; a unique column gets a number of its own each time. */
  const add = async () => {
    const body: Record<string, unknown> = { type: 'add', ...decl.example };
    if (decl.unique && typeof body[decl.unique.column] === 'string') body[decl.unique.column] = `${String(body[decl.unique.column])} ${++added}`;
    const res = await manage<Row>(agentA, body);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data!;
  };
  const ids = (page: Page) => page.rows.map((row) => row.id);

  it("adds a row to the caller's company that another company can neither see nor change", async () => {
    const row = await add();
    expect(row.tenant_id).toBe(companyA.id);
    expect(ids((await manage<Page>(agentA, { type: 'search' })).body.data!)).toContain(row.id);

    const before = await snapshot();
    expect(ids((await manage<Page>(agentB, { type: 'search' })).body.data!)).not.toContain(row.id);
    expect((await manage<Page>(agentB, { type: 'search', tenant_id: companyA.id })).body.data!.total).toBe(0);
    expect((await manage(agentB, { type: 'update', id: row.id, ...decl.example })).status).toBe(404);
    expect((await manage(agentB, { type: 'delete', ids: [row.id] })).status).toBe(404);
    expect((await manage(agentB, { type: 'add', ...decl.example, tenant_id: companyA.id })).status).toBe(403);
    expect(await snapshot()).toBe(before);
    if (decl.bin) {
      expect((await manage(agentA, { type: 'delete', ids: [row.id] })).status).toBe(200);
      const binned = await snapshot();
      expect(ids((await manage<Page>(agentB, { type: 'search', deleted: true })).body.data!)).not.toContain(row.id);
      expect((await manage(agentB, { type: 'restore', ids: [row.id] })).status).toBe(404);
      expect(await snapshot()).toBe(binned);
    }
  });

  it('refuses an over-long field and a missing required one with 400, writing nothing', async () => {
    const shape = addShape(decl);
    const before = await snapshot();
    const bounded = Object.keys(decl.example).filter((key) => typeof decl.example[key] === 'string' && maxLengthOf(shape.properties?.[key]) !== undefined);
    expect(bounded.length, 'the example has a bounded text field').toBeGreaterThan(0);
    for (const key of bounded) {
      const res = await manage(agentA, { type: 'add', ...decl.example, [key]: 'x'.repeat(maxLengthOf(shape.properties?.[key])! + 1) });
      expect(res.status, key).toBe(400);
      expect(res.body.message).toContain(String(maxLengthOf(shape.properties?.[key])));
    }
    for (const key of (shape.required ?? []).filter((k) => k !== 'type')) {
      const rest = Object.fromEntries(Object.entries(decl.example).filter(([k]) => k !== key));
      expect((await manage(agentA, { type: 'add', ...rest })).status, key).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });

  it.runIf(decl.bin)('moves a row to the recycle bin and brings it back', async () => {
    const row = await add();
    const deleted = await manage(agentA, { type: 'delete', ids: [row.id] });
    expect(deleted.body.data).toEqual({ ids: [row.id] });
    expect(ids((await manage<Page>(agentA, { type: 'search' })).body.data!)).not.toContain(row.id);
    expect(ids((await manage<Page>(agentA, { type: 'search', deleted: true })).body.data!)).toContain(row.id);
    expect((await manage(agentA, { type: 'update', id: row.id, ...decl.example })).status).toBe(400);
    expect((await manage(agentA, { type: 'delete', ids: [row.id] })).status).toBe(404);
    expect((await manage(agentA, { type: 'restore', ids: [row.id] })).body.data).toEqual({ ids: [row.id] });
    expect((await manage(agentA, { type: 'restore', ids: [row.id] })).status).toBe(404);
    expect(ids((await manage<Page>(agentA, { type: 'search' })).body.data!)).toContain(row.id);
  });

  it.runIf(!decl.bin)('removes a row for good', async () => {
    const row = await add();
    expect((await manage(agentA, { type: 'delete', ids: [row.id] })).body.data).toEqual({ ids: [row.id] });
    expect(ids((await manage<Page>(agentA, { type: 'search' })).body.data!)).not.toContain(row.id);
    expect((await manage(agentA, { type: 'delete', ids: [row.id] })).status).toBe(404);
  });
});
