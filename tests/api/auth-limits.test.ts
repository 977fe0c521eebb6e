import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { claim, LOGIN_ACCOUNT_POLICY, LOGIN_PAIR_POLICY, LOGIN_SOURCE_POLICY, UNLOCK_POLICY } from '../../server/modules/auth/throttle';

let server: TestServer;
beforeAll(async () => {
  // Own server: counts and locks logins per account and address against the demo accounts every file logs in with.
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const failedChecks = async (userName: string) =>
  Number(
    (
      await server.app.database.db
        .selectFrom('login_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_name', '=', userName)
        .where('success', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** How many attempts the account back-off can admit within `elapsedMs`: the free ones, then one per elapsed wait. */
function admissibleWithin(elapsedMs: number): number {
  let admitted = LOGIN_ACCOUNT_POLICY.free;
  let wait = LOGIN_ACCOUNT_POLICY.baseMs;
  for (let spent = wait; spent <= elapsedMs; spent += wait) {
    admitted++;
    wait = Math.min(LOGIN_ACCOUNT_POLICY.capMs, wait * 2);
  }
  return admitted;
}

function expectThrottled(res: { status: number; headers: Headers; body: { message: string } }, maxSeconds: number) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(maxSeconds);
  expect(res.body.message).toMatch(/try again in \d+ (seconds|minutes)/);
}

describe('login limits', () => {
  it('checks at most the account limit of 100 parallel wrong passwords from 100 addresses, and the owner still logs in', async () => {
    const owner = new ApiClient(server.origin);
    await owner.login('grower', 'grower123');
    await owner.post('/logout');

    const started = Date.now();
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => new ApiClient(server.origin).post('/login', { username: 'grower', password: `guess${i}` })),
    );
    const elapsed = Date.now() - started;
    const wrong = attempts.filter((r) => r.status === 401).length;
    expect(wrong).toBeGreaterThanOrEqual(LOGIN_ACCOUNT_POLICY.free);
    expect(wrong).toBeLessThanOrEqual(admissibleWithin(elapsed));
    expect(wrong + attempts.filter((r) => r.status === 429).length).toBe(100);
    expect(await failedChecks('grower')).toBe(wrong);
    for (const refused of attempts.filter((r) => r.status !== 401)) expectThrottled(refused, LOGIN_ACCOUNT_POLICY.capMs / 1000);

    // The attack goes on while the owner comes back: hold the account counter at its capped wait, so
    // that what follows does not depend on how long the 100 attempts took on this machine.
    const held = await server.app.database.db
      .updateTable('login_throttle')
      .set({ next_at_ms: Date.now() + LOGIN_ACCOUNT_POLICY.capMs })
      .where('key', '=', 'account:grower')
      .executeTakeFirstOrThrow();
    expect(held.numUpdatedRows).toBe(1n);
    // The owner, from the address it logged in from before, is not held back by the attack.
    expect((await owner.post('/login', { username: 'grower', password: 'grower123' })).status).toBe(200);
    // A new address waits out the back-off, which is capped low.
    const elsewhere = await new ApiClient(server.origin).post('/login', { username: 'grower', password: 'grower123' });
    expectThrottled(elsewhere, LOGIN_ACCOUNT_POLICY.capMs / 1000);
  });

  it('limits one account from one address, in both languages', async () => {
    const owner = new ApiClient(server.origin);
    await owner.login(...DEMO.agent);
    for (let i = 0; i < LOGIN_PAIR_POLICY.free; i++) {
      expect((await owner.post('/login', { username: 'agent', password: `wrong${i}` })).status).toBe(401);
    }
    const blocked = await owner.post('/login', { username: 'agent', password: 'agent123' });
    expectThrottled(blocked, LOGIN_PAIR_POLICY.capMs / 1000);
    const zh = await new ApiClient(server.origin, 'zh-CN').request('POST', '/login', { username: 'agent', password: 'x' });
    // Another address is not held back by this address's counter (its own account counter has room).
    expect(zh.status).toBe(401);
    expect(zh.body.message).toBe('用户名或密码错误，请重新登录');
    // Another address of the same person, that logged in before, is not blocked either.
    expect((await new ApiClient(server.origin).post('/login', { username: 'agent', password: 'agent123' })).status).toBe(200);
  });

  it('limits one address over many accounts', async () => {
    const client = new ApiClient(server.origin, 'zh-CN');
    for (let i = 0; i < LOGIN_SOURCE_POLICY.free; i++) {
      expect((await client.post('/login', { username: `nobody${i}`, password: 'x' })).status).toBe(401);
    }
    const blocked = await client.post('/login', { username: 'nobody-else', password: 'x' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.body.message).toMatch(/^登录尝试过于频繁|^登录失败次数过多/);
  });
});

describe('unlock limit', () => {
  it('refuses further tries, even the right one, after a few wrong passwords', async () => {
    const client = new ApiClient(server.origin);
    await client.login(...DEMO.farmer);
    expect((await client.post('/lock')).status).toBe(200);
    for (let i = 0; i < UNLOCK_POLICY.free; i++) expect((await client.post('/unlock', { password: `bad${i}` })).status).toBe(400);
    const refused = await client.post('/unlock', { password: 'farmer123' });
    expectThrottled(refused, UNLOCK_POLICY.baseMs / 1000);
    expect(refused.body.message).toMatch(/unlock/);
  });

  it('admits no more than the limit of parallel tries', async () => {
    const client = new ApiClient(server.origin);
    await client.login('fishscreen', 'fish12345');
    await client.post('/lock');
    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => client.post('/unlock', { password: `bad${i}` })));
    expect(tries.filter((r) => r.status === 400).length).toBe(UNLOCK_POLICY.free);
    expect(tries.filter((r) => r.status === 429).length).toBe(20 - UNLOCK_POLICY.free);
  });
});

describe('throttle counter', () => {
  it('admits a free attempt that read the clock just before a concurrent one reached the row', async () => {
    // On PostgreSQL two logins run truly in parallel: the one whose Date.now() is earlier may reach the row second.
    const db = server.app.database.db;
    const first = await claim(db, 'race:test', LOGIN_ACCOUNT_POLICY, 1_000_000);
    const second = await claim(db, 'race:test', LOGIN_ACCOUNT_POLICY, 999_990);
    expect(first.refused).toBe(false);
    expect(second.refused).toBe(false);
  });
});
