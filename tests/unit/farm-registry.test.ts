import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { validationMessage } from '../../server/http/error-handler';
import { registerDeclMessages } from '../../server/modules/farm/messages';
import { manageService } from '../../server/modules/farm/registry/engine';
import { expectedColumns, verifyTables } from '../../server/modules/farm/registry/verify';
import { resourceColumns } from '../../src/components/resource-page/resource-columns';
import { checkDecl, FARM_RESOURCES, type ResourceDecl } from '../../shared/contract/farm';
import { fieldsOf, manageSchemasOf } from '../../shared/contract/farm/schemas';
import type { RequestScope } from '../../server/auth/request-scope';

/**
 * The registry on a resource declared here and nowhere else: its messages, schemas, table check,
 * management service and list columns all come from the one declaration.
 */
const NETS: ResourceDecl = {
  resource: 'fixture_net',
  path: '/netManage',
  table: 'fixture_nets',
  label: { zh: '渔网', en: 'Nets' },
  writes: ['12007'],
  fields: [
    { key: 'name', kind: 'text', label: { zh: '名称', en: 'Name' }, required: true, maxLength: 20 },
    { key: 'mesh', kind: 'number', label: { zh: '网目', en: 'Mesh' }, unit: 'mm', min: 1, max: 200 },
    { key: 'state', kind: 'choice', label: { zh: '状态', en: 'State' }, choices: [{ value: 'ok', label: { zh: '完好', en: 'Good' } }, { value: 'torn', label: { zh: '破损', en: 'Torn' } }] },
    { key: 'checked', kind: 'time', label: { zh: '检查时间', en: 'Checked at' } },
  ],
  list: ['name', 'mesh', 'state'],
  filters: ['name', 'state', 'checked'],
  form: [['name', 'mesh'], ['state', 'checked']],
  exportColumns: ['name', 'mesh', 'state', 'checked'],
};

let dataDir: string;
let database: Database;

/** A scope of company 1 with every check passing: enough for the service, which takes all it needs from it. */
const scope = () =>
  ({
    db: database.db,
    lang: 'en-US',
    user: { tenantId: 1 },
    whereTenant: (column: string) => sql<boolean>`${sql.ref(column)} = 1`,
    assertCompanyVisible: async () => undefined,
  }) as unknown as RequestScope;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'farm-registry-'));
  database = await openDatabase({ dataDir });
  await database.execScript(`
    create table companies (id serial primary key, name text);
    insert into companies (name) values ('Fixture farm');
    create table fixture_nets (
      id serial primary key, tenant_id integer not null, name text not null, mesh double precision, state text, checked text,
      created_at timestamptz not null default now(), updated_at timestamptz not null default now(), deleted_at timestamptz);`);
  registerDeclMessages(NETS);
  // PGlite's first start takes a while on a busy machine.
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a declared resource', () => {
  it('is consistent, and every real declaration is', () => {
    expect(() => checkDecl(NETS)).not.toThrow();
    expect(() => checkDecl({ ...NETS, list: ['name', 'colour'] })).toThrow(/no field colour/);
    expect(FARM_RESOURCES.map((d) => d.path)).toContain('/feedingManage');
  });

  it('refuses a bad field with its own message, naming it as the form does', () => {
    const ajv = new Ajv({ allErrors: false, verbose: true, keywords: ['x-message'], strict: false });
    const validate = ajv.compile(Type.Object(fieldsOf(NETS)));
    const messageOf = (body: unknown) => (validate(body) ? null : validationMessage('en-US', validate.errors![0] as never));
    expect(messageOf({ name: 'Seine' })).toBeNull();
    expect(messageOf({})).toBe('Name cannot be empty');
    expect(messageOf({ name: 'x'.repeat(21) })).toBe('Name must be at most 20 characters');
    expect(messageOf({ name: 'x', mesh: 500 })).toBe('Mesh must be a number from 1 to 200 mm');
    expect(messageOf({ name: 'x', state: 'lost' })).toBe('State must be one of Good, Torn');
    expect(messageOf({ name: 'x', checked: '2026-01-01' })).toBe('Checked at must be a time (YYYY-MM-DD HH:mm)');
    expect(validationMessage('zh-CN', (validate({}), validate.errors![0]) as never)).toBe('名称不能为空');
    // The management body is the ManageBody convention over the same fields.
    expect(Object.keys(manageSchemasOf(NETS).row.properties)).toEqual(expect.arrayContaining(['id', 'tenant_name', 'name', 'mesh', 'deleted_at']));
  });

  it('checks its table at start, and names a column that drifted', async () => {
    expect(expectedColumns(NETS)).toMatchObject({ name: 'text', mesh: 'double precision', checked: 'text', tenant_id: 'integer' });
    expect(await verifyTables(database.db, [NETS])).toEqual([]);
    expect(await verifyTables(database.db, [{ ...NETS, fields: [...NETS.fields, { key: 'length', kind: 'integer', label: { zh: '长', en: 'Length' } }] }])).toEqual(['fixture_net: fixture_nets.length is missing']);
    expect(await verifyTables(database.db, [{ ...NETS, table: 'fixture_missing' }])).toEqual(['fixture_net: table fixture_missing does not exist']);
  });

  it('gets a working management service: add, search with filters, update, recycle bin', async () => {
    const service = manageService(NETS);
    const seine = (await service.add(scope(), { name: ' Seine ', mesh: 20, state: 'ok', checked: '2026-01-02 08:00' })) as Record<string, unknown>;
    expect(seine).toMatchObject({ name: 'Seine', mesh: 20, tenant_id: 1, tenant_name: 'Fixture farm' });
    await service.add(scope(), { name: 'Cast net', state: 'torn', checked: '2026-02-02 08:00' });
    expect((await service.search(scope(), { state: 'torn' })).rows.map((r) => (r as unknown as { name: string }).name)).toEqual(['Cast net']);
    expect((await service.search(scope(), { checked_from: '2026-01-01 00:00', checked_to: '2026-01-31 00:00' })).total).toBe(1);
    expect((await service.search(scope(), { name: 'SEI' })).total).toBe(1);
    const changed = (await service.update(scope(), { id: seine.id as number, name: 'Seine', mesh: null })) as Record<string, unknown>;
    expect(changed).toMatchObject({ mesh: null, state: 'ok' });
    await service.setDeleted(scope(), [seine.id as number], true);
    expect((await service.search(scope(), {})).total).toBe(1);
    expect((await service.search(scope(), { deleted: true })).total).toBe(1);
  });

  it('gets its list columns, with units in the headers and actions for writers', () => {
    const t = ((key: string) => key) as never;
    const columns = resourceColumns(NETS, 'en-US', t, { deleted: false, canWrite: true, onEdit: () => undefined, onDelete: () => undefined, onRestore: () => undefined });
    expect(columns.map((c) => c.title)).toEqual(['Name', 'Mesh (mm)', 'State', 'resource.actions']);
    expect(resourceColumns(NETS, 'zh-CN', t, { deleted: false, canWrite: false, onEdit: () => undefined, onDelete: () => undefined, onRestore: () => undefined }).map((c) => c.title)).toEqual(['名称', '网目 (mm)', '状态']);
  });
});
