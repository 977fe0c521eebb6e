import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { App, Form } from 'antd';
import { Ajv } from 'ajv';
import { Type, type TObject } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/auth/passwords';
import { validationMessage } from '../../server/http/error-handler';
import { registerDeclMessages } from '../../server/modules/farm/messages';
import { manageService } from '../../server/modules/farm/registry/engine';
import { registerResource } from '../../server/modules/farm/registry/routes';
import { expectedColumns, verifyTables } from '../../server/modules/farm/registry/verify';
import { resourceColumns } from '../../src/components/resource-page/resource-columns';
import { ROUTE_ACCESS } from '../../shared/contract/access-catalogue';
import { checkDecl, FARM_RESOURCES, FEEDING, type ResourceDecl } from '../../shared/contract/farm';
import { farmEndpoints } from '../../shared/contract/farm/endpoints';
import { FILE_ANSWER } from '../../shared/contract/endpoint';
import { fieldsOf, manageSchemasOf } from '../../shared/contract/farm/schemas';

/**
 * The registry on a resource declared here and nowhere else: its table (made from the registry's
 * own column mapping and checked by its start-up check), its management call (mounted by the
 * registry's route registration on the real server and called over inject) and its page (the
 * registry's page component, rendered) all come from the one declaration.
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

/** The declaration's table as its migration would create it, from the columns the start-up check expects. */
function tableDdl(decl: ResourceDecl): string {
  const columns = Object.entries(expectedColumns(decl)).map(([name, type]) => {
    if (name === 'id') return 'id serial primary key';
    if (name === 'tenant_id') return 'tenant_id integer not null references companies(id)';
    if (name === 'created_at' || name === 'updated_at') return `${name} ${type} not null default now()`;
    return `${name} ${type}`;
  });
  return `create table ${decl.table} (${columns.join(', ')});`;
}

let dataDir: string;
let app: FastifyInstance;
let cookie: string;
let tenant: number;

type Answer = { success: boolean; message: string; data?: Record<string, unknown> & { rows?: Record<string, unknown>[]; total?: number } };
async function call(body: Record<string, unknown>, lang: 'en-US' | 'zh-CN' = 'en-US', session: string | null = cookie) {
  const res = await app.inject({ method: 'POST', url: `/api${NETS.path}`, payload: body, headers: { 'accept-language': lang, ...(session ? { cookie: session } : {}) } });
  return { status: res.statusCode, body: res.json<Answer>() };
}
const names = async (filter: Record<string, unknown>) => ((await call({ type: 'search', ...filter })).body.data!.rows ?? []).map((r) => r.name);
const tableRows = async () => JSON.stringify(await app.database.db.selectFrom(NETS.table as never).selectAll().orderBy('id' as never).execute());

/** The fixture's only company and its clerk, who holds every farm code: the demo data is not needed here. */
async function addClerk() {
  const db = app.database.db;
  const company = await db.insertInto('companies').values({ name: 'Fixture farm', alias: 'Fixture' }).returning('id').executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ user_name: 'netclerk', real_name: 'Net clerk', pwd_hash: await hashPassword('nets12345'), tenant_id: company.id, user_type: 'customer', telephone: null, email: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_access').values(ROUTE_ACCESS.farm.map((code) => ({ user_id: user.id, code }))).execute();
  return company.id;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'farm-registry-'));
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0' }, { dataDir, port: 0, host: '127.0.0.1', serveSpa: false }), seed: false });
  await app.database.execScript(tableDdl(NETS));
  registerDeclMessages(NETS);
  await app.register(async (api) => registerResource(api, NETS, manageService(NETS)), { prefix: '/api' });
  await app.ready();
  tenant = await addClerk();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'netclerk', password: 'nets12345' } });
  expect(login.statusCode).toBe(200);
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  // Migrating a fresh database takes a while on a busy machine.
}, 180_000);
afterAll(async () => {
  await app?.close();
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
    expect(messageOf({ name: 'x', state: 'lost' })).toBe('State must be one of Good, Torn');
    expect(messageOf({ name: 'x', checked: '2026-01-01' })).toBe('Checked at must be a time (YYYY-MM-DD HH:mm)');
    // The management body is the ManageBody convention over the same fields.
    expect(Object.keys((manageSchemasOf(NETS).row as unknown as TObject).properties)).toEqual(expect.arrayContaining(['id', 'tenant_name', 'name', 'mesh', 'deleted_at']));
  });

  it('makes its contract entries, once: the management call and its export, readable by every farm code', () => {
    const entries = farmEndpoints(NETS);
    expect(farmEndpoints(NETS)).toBe(entries);
    expect(entries.manage).toMatchObject({ method: 'POST', path: '/netManage', access: 'farm', row: manageSchemasOf(NETS).row });
    expect(entries.export).toMatchObject({ method: 'POST', path: '/netManage/export', access: 'farm', data: FILE_ANSWER });
    expect(FARM_RESOURCES.flatMap((decl) => Object.values(farmEndpoints(decl)).map((entry) => entry.path))).toHaveLength(2 * FARM_RESOURCES.length);
    expect(farmEndpoints(FEEDING).manage.path).toBe('/feedingManage');
  });

  it('gets a table from its declaration that the start-up check accepts, and a drift named', async () => {
    expect(expectedColumns(NETS)).toMatchObject({ name: 'text', mesh: 'double precision', checked: 'text', tenant_id: 'integer' });
    expect(tableDdl(NETS)).toContain('mesh double precision');
    expect(await verifyTables(app.database.db, [NETS])).toEqual([]);
    expect(await verifyTables(app.database.db, [{ ...NETS, fields: [...NETS.fields, { key: 'length', kind: 'integer', label: { zh: '长', en: 'Length' } }] }])).toEqual(['fixture_net: fixture_nets.length is missing']);
    expect(await verifyTables(app.database.db, [{ ...NETS, table: 'fixture_missing' }])).toEqual(['fixture_net: table fixture_missing does not exist']);
  });
});

describe('its management call, mounted by the registry on the server', () => {
  it('needs a session', async () => {
    expect((await call({ type: 'search' }, 'en-US', null)).status).toBe(401);
  });

  it('adds, searches with its filters, updates, and keeps a recycle bin', async () => {
    const seine = await call({ type: 'add', name: ' Seine ', mesh: 20, state: 'ok', checked: '2026-01-02 08:00' });
    expect(seine.status, seine.body.message).toBe(200);
    expect(seine.body).toMatchObject({ message: 'Added successfully', data: { name: 'Seine', mesh: 20, tenant_id: tenant, tenant_name: 'Fixture farm' } });
    const id = seine.body.data!.id as number;
    expect((await call({ type: 'add', name: 'Cast net', state: 'torn', checked: '2026-02-02 08:00' })).status).toBe(200);

    expect(await names({ state: 'torn' })).toEqual(['Cast net']);
    expect(await names({ checked_from: '2026-01-01 00:00', checked_to: '2026-01-31 00:00' })).toEqual(['Seine']);
    expect(await names({ name: 'SEI' })).toEqual(['Seine']);

    const changed = await call({ type: 'update', id, name: 'Seine', mesh: null });
    expect(changed.body).toMatchObject({ message: 'Modified successfully', data: { mesh: null, state: 'ok' } });

    expect((await call({ type: 'delete', ids: [id] })).body).toMatchObject({ message: 'Moved to the recycle bin', data: { ids: [id] } });
    expect(await names({})).toEqual(['Cast net']);
    expect(await names({ deleted: true })).toEqual(['Seine']);
    expect((await call({ type: 'restore', ids: [id] })).status).toBe(200);
    expect((await names({})).sort()).toEqual(['Cast net', 'Seine']);

    // The operation log names the row with the words the registration declared.
    const logged = await app.database.db.selectFrom('op_log').select(['action', 'resource', 'name']).where('resource', '=', 'fixture_net').orderBy('id').execute();
    expect(logged.map((r) => r.action)).toEqual(['create', 'create', 'update', 'delete', 'restore']);
    expect(logged[0].name).toBe('Seine');
  });

  it('refuses a bad field naming it, in both languages, and writes nothing', async () => {
    const before = await tableRows();
    const mesh = await call({ type: 'add', name: 'x', mesh: 500 });
    expect(mesh.status).toBe(400);
    expect(mesh.body.message).toBe('Mesh must be a number from 1 to 200 mm');
    expect((await call({ type: 'add', name: 'x', mesh: 500 }, 'zh-CN')).body.message).toBe('网目应为 1 至 200 mm 之间的数');
    expect((await call({ type: 'add', mesh: 5 })).body.message).toBe('Name cannot be empty');
    expect((await call({ type: 'search', state: 'lost' })).body.message).toBe('State must be one of Good, Torn');
    expect(await tableRows()).toBe(before);
  });
});

describe('its page, from the registry page component', () => {
  let client: Awaited<ReturnType<typeof loadClient>>;
  /**
   * The console's i18n names the page's language and title when it loads, so its modules are loaded
   * with a stand-in page, taken away again before anything else runs (server code asks whether one exists).
   */
  async function loadClient() {
    const global = globalThis as { document?: unknown };
    global.document = { documentElement: {}, title: '' };
    try {
      const [{ i18next }, { ResourcePage }, { DeclaredFormRows }] = await Promise.all([
        import('../../src/i18n'),
        import('../../src/components/resource-page/resource-page'),
        import('../../src/components/resource-page/declared-form-rows'),
      ]);
      return { i18next, ResourcePage, DeclaredFormRows };
    } finally {
      delete global.document;
    }
  }
  // antd's first render builds its styles: slow on a busy machine.
  beforeAll(async () => {
    client = await loadClient();
    renderToStaticMarkup(createElement(App, null, createElement(client.ResourcePage, { decl: NETS })));
  }, 60_000);
  const render = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(createElement(App, null, node));
  const texts = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'g'))].map((m) => m[1].replace(/<[^>]+>/g, ''));

  it('lists the declared columns with their units, and filters on the declared filters', async () => {
    await client.i18next.changeLanguage('en-US');
    const page = render(createElement(client.ResourcePage, { decl: NETS }));
    expect(page).toContain('data-testid="resource-page-fixture_net"');
    expect(texts(page, 'th')).toEqual(['Name', 'Mesh (mm)', 'State', 'Actions']);
    const filters = page.slice(page.indexOf('data-testid="resource-filters"'));
    expect(texts(filters, 'label')).toEqual(['Name', 'State', 'Checked at']);
    await client.i18next.changeLanguage('zh-CN');
    expect(texts(render(createElement(client.ResourcePage, { decl: NETS })), 'th')).toEqual(['名称', '网目 (mm)', '状态', '操作']);
  });

  it('lays out its form as declared, required fields marked', async () => {
    await client.i18next.changeLanguage('en-US');
    const form = render(createElement(Form, { layout: 'vertical' }, createElement(client.DeclaredFormRows, { decl: NETS, options: {} })));
    const rows = form.split('ant-form-item-row').length - 1;
    expect(rows).toBe(4);
    expect(texts(form, 'label')).toEqual(['Name', 'Mesh (mm)', 'State', 'Checked at']);
    expect([...form.matchAll(/<label for="(\w+)" class="([^"]*)"/g)].map((m) => [m[1], m[2].includes('required')])).toEqual([
      ['name', true],
      ['mesh', false],
      ['state', false],
      ['checked', false],
    ]);
    // Two declared rows of two fields each: every field takes half a row.
    expect(form.match(/ant-col-12/g)).toHaveLength(4);
  });

  it('gets its list columns, with actions only for writers', () => {
    // The first key looked up (the kit's words ask for `resource.actions`, then `crud.actions`).
    const t = ((key: string | string[]) => [key].flat()[0]) as never;
    const handlers = { onEdit: () => undefined, onDelete: () => undefined, onRestore: () => undefined };
    expect(resourceColumns(NETS, 'en-US', t, { deleted: false, canWrite: true, ...handlers }).map((c) => c.title)).toEqual(['Name', 'Mesh (mm)', 'State', 'resource.actions']);
    expect(resourceColumns(NETS, 'zh-CN', t, { deleted: false, canWrite: false, ...handlers }).map((c) => c.title)).toEqual(['名称', '网目 (mm)', '状态']);
  });
});
