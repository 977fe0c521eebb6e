import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PondOverview } from '../../../shared/contract/api/farm';
import type { FarmRow } from '../../../src/api/farm';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { resetPhoneAfterEach, setOnline } from './phone-support';

type Text = Record<Lang, string>;
const OFFLINE: Text = { 'zh-CN': '离线', 'en-US': 'Offline' };
const POND: Text = { 'zh-CN': '池塘', 'en-US': 'Pond' };
const FODDER: Text = { 'zh-CN': '饲料', 'en-US': 'Fodder' };
const QUANTITY: Text = { 'zh-CN': '投喂量', 'en-US': 'Quantity' };
const QUEUED_SAVED: Text = { 'zh-CN': '已保存在本机，联网后自动发送', 'en-US': 'Saved on this phone; it is sent when the connection is back' };
const WAITING: Text = { 'zh-CN': '待发送', 'en-US': 'Waiting' };
const STALE: Text = { 'zh-CN': '当前离线，显示的是', 'en-US': 'Offline: showing the data saved at' };
const CONFLICT: Text = { 'zh-CN': '冲突', 'en-US': 'Conflict' };
const PONDS = { rows: [{ pond_id: 1, site_name: 'North base', pond_name: 'Pond 1' } as PondOverview], total: 1 };
/** A stored farm row: the columns every row has, and its own. */
const row = (own: { id: number } & Record<string, unknown>): FarmRow => ({ tenant_id: 2, tenant_name: 'Fish farm', created_at: '2026-12-07T00:00:00.000Z', updated_at: '2026-12-07T00:00:00.000Z', deleted_at: null, ...own });
const FODDERS = { rows: [row({ id: 5, name: 'Floating feed' })], total: 1 };
const TODAY = { rows: [row({ id: 40, at: '2026-12-07 07:30', pond_id: 1, pond_id_name: 'Pond 1', item_id: 5, item_id_name: 'Floating feed', quantity: 12 })], total: 1 };

function farmApi() {
  const api = new FakeApi();
  api.call('POST /pageszhuatai').answers(PONDS);
  api.call('POST /feedManage').answers(FODDERS);
  const today = api.call('POST /feedingManage', (r) => r.body.type === 'search').answers(TODAY);
  return { api, today };
}

async function enterFeeding(lang: Lang, user: Awaited<ReturnType<typeof renderApp>>['user'], quantity: string) {
  const form = await screen.findByTestId('phone-feed-form');
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: POND[lang] }));
  await user.click((await screen.findAllByTitle('North base / Pond 1')).at(-1)!);
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: FODDER[lang] }));
  await user.click((await screen.findAllByTitle('Floating feed')).at(-1)!);
  await user.type(within(form).getByRole('spinbutton', { name: QUANTITY[lang] }), quantity);
  await user.click(within(form).getByTestId('phone-feed-save'));
}

resetPhoneAfterEach();

/** Issue 37: the feeding log at the pond, with and without a signal, in both languages. */
describe.each(LANGUAGES)('the phone feeding page in %s', (lang) => {
  it('offline: marks the kept list as old, queues a feeding with a badge, and sends it once with its key when back online', async () => {
    const { api, today } = farmApi();
    // An add answers the stored row; the answers table types the address by its search.
    const add = api.call('POST /feedingManage', (r) => r.body.type === 'add').answers(TODAY.rows[0] as never);
    const { user } = await renderApp('/m/feed', { lang, api });
    expect(await screen.findByText(/07:30 · Pond 1 · Floating feed · 12 kg/)).toBeInTheDocument();

    setOnline(false);
    expect(await screen.findByTestId('phone-connection')).toHaveTextContent(OFFLINE[lang]);
    expect(await screen.findByTestId('phone-stale')).toHaveTextContent(STALE[lang]);
    expect(screen.getByText(/07:30 · Pond 1 · Floating feed · 12 kg/)).toBeInTheDocument();

    await enterFeeding(lang, user, '8.5');
    expect(await screen.findByTestId('phone-feed-result')).toHaveTextContent(QUEUED_SAVED[lang]);
    const queued = await screen.findByTestId('phone-feed-queued');
    expect(queued).toHaveTextContent(/Pond 1 · Floating feed · 8.5 kg/);
    expect(queued).toHaveTextContent(WAITING[lang]);
    expect(screen.getByTestId('phone-queued')).toHaveTextContent('1');
    expect(add.asked).toBe(0);

    const searchesBefore = today.asked;
    setOnline(true);
    await waitFor(() => expect(add.asked).toBe(1));
    expect(add.requests[0].body).toMatchObject({ type: 'add', pond_id: 1, item_id: 5, quantity: 8.5 });
    expect(add.requests[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByTestId('phone-feed-queued')).toBeNull());
    expect(today.asked).toBeGreaterThan(searchesBefore);
    expect(api.unanswered).toEqual([]);
  });

  it("keeps a refused feeding on screen with the server's message, and does not send it again", async () => {
    const { api } = farmApi();
    const message = lang === 'en-US' ? 'The time conflicts with an existing entry at 2026-12-07 07:30' : '该时间与已有数据冲突（已有数据时间 2026-12-07 07:30）';
    const add = api.call('POST /feedingManage', (r) => r.body.type === 'add').refuses(409, 'A0409', message);
    const { user } = await renderApp('/m/feed', { lang, api });
    await enterFeeding(lang, user, '3');
    const attention = await screen.findByTestId('phone-attention');
    expect(attention).toHaveTextContent(message);
    expect(attention).toHaveTextContent(CONFLICT[lang]);
    expect(attention).toHaveTextContent(/Pond 1 · Floating feed · 3 kg/);
    setOnline(false);
    setOnline(true);
    await waitFor(() => expect(screen.getByTestId('phone-connection')).not.toHaveTextContent(OFFLINE[lang]));
    expect(add.asked).toBe(1);
    expect(screen.getByTestId('phone-attention')).toHaveTextContent(message);
  });
});
