import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { farmCast, type FarmRow } from './farm-setup';

/**
 * Issue 37: the phone sends a queued entry again when its answer was lost. With the same
 * Idempotency-Key the server answers the first answer and writes nothing more; the same key with
 * another body is refused; a bad key is refused before anything is written.
 */
let server: TestServer;
let cast: Awaited<ReturnType<typeof farmCast>>;
let pond: number;
let fodder: number;
const keyed = (client: typeof cast.fish, key: string, body: Record<string, unknown>) => client.request<FarmRow>('POST', '/feedingManage', body, undefined, { 'idempotency-key': key });
const feedingsOf = async (pondId: number) => (await cast.db.selectFrom('farm_feedings' as never).selectAll().where('pond_id' as never, '=', pondId as never).execute()) as FarmRow[];
const stockOf = async (id: number) => Number(((await cast.db.selectFrom('farm_items' as never).select('stock' as never).where('id' as never, '=', id as never).executeTakeFirstOrThrow()) as { stock: number }).stock);
const logRowsOf = async (userName: string) => (await cast.db.selectFrom('op_log').select('id').where('user_name', '=', userName).where('path', '=', '/api/feedingManage').execute()).length;

beforeAll(async () => {
  server = await sharedServer();
  cast = await farmCast(server);
  pond = await cast.newPond('Idempotent pond');
  fodder = (await cast.fish.post<FarmRow>('/feedManage', { type: 'add', name: 'Sinking feed', unit: 'kg' })).body.data!.id;
  await cast.fish.post('/stockManage', { type: 'add', item_id: fodder, direction: 'in', quantity: 100, at: '2026-05-01 07:00' });
});

describe('Idempotency-Key on the farm logs', () => {
  it('a repeated key answers the first answer and writes once: one row, one stock draw, one log entry', async () => {
    const body = { type: 'add', pond_id: pond, at: '2026-05-02 08:00', item_id: fodder, quantity: 10 };
    const userName = cast.fishCompany.users.fishscreen![0];
    const logsBefore = await logRowsOf(userName);
    const first = await keyed(cast.fish, 'phone-entry-0001', body);
    expect(first.status).toBe(200);
    const again = await keyed(cast.fish, 'phone-entry-0001', body);
    const third = await keyed(cast.fish, 'phone-entry-0001', body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await feedingsOf(pond)).toHaveLength(1);
    expect(await stockOf(fodder)).toBe(90);
    // The operation log is written after the answer: wait for the first call's row, then see no second.
    await expect.poll(() => logRowsOf(userName)).toBe(logsBefore + 1);
    await cast.fish.get('/health');
    expect(await logRowsOf(userName)).toBe(logsBefore + 1);
  });

  it('a refusal is the first answer too: the repeat gets the same 409, not a second try', async () => {
    const body = { type: 'add', pond_id: pond, at: '2026-05-02 08:00', item_id: fodder, quantity: 5 };
    const first = await keyed(cast.fish, 'phone-entry-clash', body);
    expect(first.status).toBe(409);
    const again = await keyed(cast.fish, 'phone-entry-clash', body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(first.body.message);
    expect(await feedingsOf(pond)).toHaveLength(1);
  });

  it('the same key with another body is a 422 in both languages, and writes nothing', async () => {
    const body = { type: 'add', pond_id: pond, at: '2026-05-03 08:00', item_id: fodder, quantity: 3 };
    expect((await keyed(cast.fish, 'phone-entry-0002', body)).status).toBe(200);
    const other = await keyed(cast.fish, 'phone-entry-0002', { ...body, quantity: 4 });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was used for a different request; send a new request with a new key');
    const zh = await keyed(cast.fishZh, 'phone-entry-0002', { ...body, quantity: 4 });
    expect(zh.status).toBe(422);
    expect(zh.body.message).toBe('该 Idempotency-Key 已用于另一个请求，请为新的请求生成新的键');
    expect(await feedingsOf(pond)).toHaveLength(2);
    expect(await stockOf(fodder)).toBe(87);
  });

  it('refuses a malformed key with a 400 before writing', async () => {
    const body = { type: 'add', pond_id: pond, at: '2026-05-04 08:00', item_id: fodder, quantity: 1 };
    for (const key of ['short', 'x'.repeat(129), 'has space here', 'semi;colon;key']) {
      const res = await keyed(cast.fish, key, body);
      expect(res.status, key).toBe(400);
      expect(res.body.message).toBe('Idempotency-Key must be 8 to 128 letters, digits, underscores or hyphens');
    }
    expect(await feedingsOf(pond)).toHaveLength(2);
  });

  it("keys are each user's own: another user's same key is a request of its own", async () => {
    const body = { type: 'search', pond_id: pond };
    const mine = await keyed(cast.fish, 'shared-key-0001', body);
    const theirs = await keyed(cast.admin, 'shared-key-0001', body);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('a stale update', () => {
  it("is refused with a 409 in both languages when the row changed since the phone read it, and the console's change stays", async () => {
    const fields = { pond_id: pond, at: '2026-05-05 08:00', item_id: fodder, quantity: 2 };
    const added = (await cast.fish.post<FarmRow>('/feedingManage', { type: 'add', ...fields })).body.data!;
    const seen = added.updated_at as string;
    const consoleEdit = await cast.fish.post<FarmRow>('/feedingManage', { type: 'update', id: added.id, ...fields, note: 'edited on the console' });
    expect(consoleEdit.status).toBe(200);
    const phone = await cast.fish.post('/feedingManage', { type: 'update', id: added.id, ...fields, updated_at: seen, note: 'edited on the phone' });
    expect(phone.status).toBe(409);
    expect(phone.body.message).toBe('This record was changed by someone else since you opened it; reload it and edit again');
    const zh = await cast.fishZh.post('/feedingManage', { type: 'update', id: added.id, ...fields, updated_at: seen, note: 'edited on the phone' });
    expect(zh.body.message).toBe('该记录在您编辑期间已被他人修改，请刷新后重新编辑');
    const [stored] = (await feedingsOf(pond)).filter((r) => r.id === added.id);
    expect(stored.note).toBe('edited on the console');
    // With the version it last saw being the current one, the same update goes through.
    const fresh = await cast.fish.post('/feedingManage', { type: 'update', id: added.id, ...fields, updated_at: consoleEdit.body.data!.updated_at, note: 'edited on the phone' });
    expect(fresh.status).toBe(200);
  });
});
