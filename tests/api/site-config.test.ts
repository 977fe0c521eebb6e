import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient } from '../helpers/api-client';

let server: TestServer;
beforeAll(async () => {
  // Own server: changes the platform-wide site settings, which every file on a server sees.
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /site-config', () => {
  it('answers without a session with the default name, sales phone and footer 1', async () => {
    const res = await new ApiClient(server.origin).get<Record<string, unknown>>('/site-config');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      platformName: { 'zh-CN': '智能监控管理平台', 'en-US': 'Smart Monitoring Management Platform' },
      salesPhone: '400-000-0000',
      footer: { variant: 1 },
    });
  });

  it('follows the stored flag to footer 2, which has no ICP number and no link', async () => {
    const footer = { variant: 2, footer2: { copyright: 'Other Co.', publicSecurityNumber: 'PS-42' } };
    await sql`insert into site_config (key, value) values ('footer', ${JSON.stringify(footer)}::jsonb), ('sales_phone', '"021-555"'::jsonb)
      on conflict (key) do update set value = excluded.value`.execute(server.app.database.db);
    const res = await new ApiClient(server.origin).get<{ footer: unknown; salesPhone: string }>('/site-config');
    expect(res.body.data!.salesPhone).toBe('021-555');
    expect(res.body.data!.footer).toEqual({
      variant: 2,
      copyright: 'Other Co.',
      icpNumber: null,
      publicSecurityNumber: 'PS-42',
      publicSecurityLink: null,
    });
  });
});
