import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient } from '../helpers/api-client';

/**
 * A server where two customers of different companies hold 7004 (traceability): the farmer (fish)
 * and the grower (greenhouse), each with a product of its own, and the fishscreen user (fish)
 * without it.
 */
export interface TracingWorld {
  server: TestServer;
  farmer: ApiClient;
  grower: ApiClient;
  admin: ApiClient;
  fishscreen: ApiClient;
  fishId: number;
  greenhouseId: number;
  fishProduct: number;
  greenhouseProduct: number;
  fishSite: number;
}

const tenantOf = async (server: TestServer, user: string) =>
  (await server.app.database.db.selectFrom('users').select('tenant_id').where('user_name', '=', user).executeTakeFirstOrThrow()).tenant_id!;

export async function tracingWorld(lang: 'zh-CN' | 'en-US' = 'en-US'): Promise<TracingWorld> {
  // Own server: the tracing files change the demo fish base's batches and the public scan page's records.
  const server = await startTestServer();
  const db = server.app.database.db;
  await sql`insert into user_access (user_id, code) select id, '7004' from users where user_name in ('farmer', 'grower') on conflict do nothing`.execute(db);
  const [fishId, greenhouseId] = [await tenantOf(server, 'farmer'), await tenantOf(server, 'grower')];
  const product = async (tenant: number, name: string) =>
    (await db.insertInto('products').values({ tenant_id: tenant, name }).returning('id').executeTakeFirstOrThrow()).id;
  const fishSite = (await db.selectFrom('sites').select('id').where('tenant_id', '=', fishId).executeTakeFirstOrThrow()).id;
  const clients = await Promise.all(
    [['farmer', 'farmer123'], ['grower', 'grower123'], ['admin', 'admin123'], ['fishscreen', 'fish12345']].map(async ([user, password]) => {
      const client = new ApiClient(server.origin, lang);
      await client.login(user, password);
      return client;
    }),
  );
  return {
    server,
    farmer: clients[0],
    grower: clients[1],
    admin: clients[2],
    fishscreen: clients[3],
    fishId,
    greenhouseId,
    fishProduct: await product(fishId, '南浔青虾'),
    greenhouseProduct: await product(greenhouseId, '寿光番茄'),
    fishSite,
  };
}

/** Sends a file as the console does (multipart, one part named file). */
export async function upload(client: ApiClient, query: Record<string, string | number>, bytes: Uint8Array, filename: string, lang = 'en-US') {
  const url = new URL('/api/traceManage/media', client.origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const res = await fetch(url, { method: 'POST', body: form, headers: { cookie: `sid=${client.cookie('sid')}`, 'accept-language': lang, 'x-forwarded-for': client.ip } });
  return { status: res.status, body: (await res.json()) as { message: string; data?: { url: string; mime: string; size: number } } };
}

/** Counts of the rows traceability writes, to show that a refused request wrote nothing. */
export async function traceCounts(server: TestServer) {
  const { rows } = await sql<{ records: string; media: string; live: string; digest: string }>`
    select (select count(*) from trace_records) as records, (select count(*) from trace_media) as media,
           (select count(*) from trace_records where deleted_at is null) as live,
           (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from trace_records t) as digest`.execute(server.app.database.db);
  return rows[0];
}
