import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { knowledgeClock } from '../../server/modules/knowledge';
import { freshDataDir, removeDataDir } from '../helpers/data-dir-template';

/**
 * A scheduled article that fell due while the server was down is published when it starts again,
 * before anyone reads: the same data directory opened twice, the clock moved past the article's
 * time in between.
 */
// A copy of the run's seeded template: migrating and seeding twice from scratch outlasted the
// timeout on a loaded machine, and the restart, not the first start, is what is tested here.
const dataDir = freshDataDir('smartmon-kb-restart-');
const config = () => loadConfig({ LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0' }, { dataDir, port: 0, host: '127.0.0.1', serveSpa: false });

const realNow = knowledgeClock.now;
afterAll(() => {
  knowledgeClock.now = realNow;
  removeDataDir(dataDir);
});

it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('publishes on start what fell due while the server was down', { timeout: 180_000 }, async () => {
  // Own server: stopped and started again on its own data directory.
  const first = await buildApp({ config: config() });
  await first.ready();
  const db = first.database.db;
  const tenant = await db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('kb_articles')
    .values({ tenant_id: tenant.id, title: 'Due while down', permalink: 'due-while-down', category: 'fish', body_json: JSON.stringify({ type: 'doc', content: [] }), body_html: '', body_text: '', status: 'scheduled', publish_at: new Date(Date.now() + 3_600_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await first.close();
  // Down past its time: the clock moves two hours while no server runs.
  knowledgeClock.now = () => new Date(Date.now() + 2 * 3_600_000);
  const second = await buildApp({ config: config() });
  try {
    await second.ready();
    const row = await second.database.db.selectFrom('kb_articles').select(['status', 'published_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('published');
    expect(row.published_at).not.toBeNull();
  } finally {
    await second.close();
  }
});
