import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { PondOverview } from '../../../shared/contract/api/farm';
import type { FarmRow } from '../../../src/api/farm';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { phoneOutbox } from '../../../src/lib/offline/phone-outbox';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { resetPhoneAfterEach, setOnline } from './phone-support';

type Text = Record<Lang, string>;
const COUNT: Text = { 'zh-CN': '抽样尾数', 'en-US': 'Fish sampled' };
const WEIGHT: Text = { 'zh-CN': '平均体重', 'en-US': 'Mean weight' };
const EDIT: Text = { 'zh-CN': '修改', 'en-US': 'Edit' };
const EDIT_TITLE: Text = { 'zh-CN': '修改记录', 'en-US': 'Edit entry' };
const ADD_TITLE: Text = { 'zh-CN': '新增记录', 'en-US': 'New entry' };
const SAVE_EDIT: Text = { 'zh-CN': '保存修改', 'en-US': 'Save changes' };
const CANCEL: Text = { 'zh-CN': '取消', 'en-US': 'Cancel' };
const QUEUED_EDIT: Text = { 'zh-CN': '修改已保存在本机，联网后自动发送', 'en-US': 'The change is saved on this phone; it is sent when the connection is back' };
const SENT_EDIT: Text = { 'zh-CN': '已修改', 'en-US': 'Changed' };
const WAITING: Text = { 'zh-CN': '待发送', 'en-US': 'Waiting' };
const CONFLICT: Text = { 'zh-CN': '冲突', 'en-US': 'Conflict' };
const DISMISS: Text = { 'zh-CN': '知道了', 'en-US': 'Dismiss' };
// The server's farm_stale_update (server/modules/farm/messages.ts), as it answers in each language.
const STALE: Text = { 'zh-CN': '该记录在您编辑期间已被他人修改，请刷新后重新编辑', 'en-US': 'This record was changed by someone else since you opened it; reload it and edit again' };

const PONDS = { rows: [{ pond_id: 1, site_name: 'North base', pond_name: 'Pond 1' } as PondOverview], total: 1 };
const READ_AT = '2026-12-07T06:41:00.000Z';
const row = (own: Record<string, unknown>): FarmRow => ({
  id: 70, tenant_id: 2, tenant_name: 'Fish farm', created_at: READ_AT, updated_at: READ_AT, deleted_at: null,
  at: '2026-12-07 06:40', pond_id: 1, pond_id_name: 'Pond 1', count: 20, mean_weight: 35, handler: null, note: 'net 2', ...own,
});
const LINE = '06:40 · Pond 1 · 20 · 35 g';
/** antd spaces a two-character Chinese button's words ("取 消"): the name as read either way. */
const buttonName = (words: string) => new RegExp(`^${words.split('').join('\\s*')}$`);

function samplingApi() {
  const api = new FakeApi();
  api.call('POST /pageszhuatai').answers(PONDS);
  const search = api.call('POST /sampleManage', (r) => r.body.type === 'search').answers({ rows: [row({})], total: 1 });
  const update = api.call('POST /sampleManage', (r) => r.body.type === 'update');
  return { api, search, update };
}

resetPhoneAfterEach();

/** Issue 37: a row of today's list is edited on the phone; a console change made meanwhile wins and is shown as a conflict. */
describe.each(LANGUAGES)('editing a phone log row (/m/sampling) in %s', (lang) => {
  it("prefills the form with the row and queues the update offline with the row's version and time", async () => {
    const { api, update } = samplingApi();
    const { user } = await renderApp('/m/sampling', { lang, api });
    await screen.findByText(LINE);
    await user.click(screen.getByRole('button', { name: `${EDIT[lang]} ${LINE}` }));

    const form = await screen.findByTestId('phone-sampling-edit-form');
    expect(screen.getByText(EDIT_TITLE[lang])).toBeInTheDocument();
    expect(within(form).getByRole('spinbutton', { name: COUNT[lang] })).toHaveValue('20');
    expect(within(form).getByRole('spinbutton', { name: WEIGHT[lang] })).toHaveValue('35');
    expect(within(form).getByTitle('North base / Pond 1')).toBeInTheDocument();
    expect(within(form).getByDisplayValue('net 2')).toBeInTheDocument();

    setOnline(false);
    const count = within(form).getByRole('spinbutton', { name: COUNT[lang] });
    await user.clear(count);
    await user.type(count, '25');
    await user.click(within(form).getByRole('button', { name: SAVE_EDIT[lang] }));
    expect(await screen.findByTestId('phone-sampling-result')).toHaveTextContent(QUEUED_EDIT[lang]);
    // Back to adding; the row shows the waiting change in its place, with no second way to edit it.
    expect(screen.getByText(ADD_TITLE[lang])).toBeInTheDocument();
    const queued = await screen.findByTestId('phone-sampling-queued');
    expect(queued).toHaveTextContent(`${EDIT[lang]} · 06:40 · North base / Pond 1 · 25 · 35 g`);
    expect(queued).toHaveTextContent(WAITING[lang]);
    expect(screen.queryByTestId('phone-sampling-row')).toBeNull();
    expect(update.asked).toBe(0);
    expect(phoneOutbox().list().map((e) => e.body)).toEqual([
      { type: 'update', id: 70, updated_at: READ_AT, at: '2026-12-07 06:40', pond_id: 1, count: 25, mean_weight: 35, handler: null, note: 'net 2' },
    ]);
    expect(api.unanswered).toEqual([]);
  });

  it("shows the server's conflict when the console changed the row meanwhile, and the row as the server keeps it", async () => {
    const { api, search, update } = samplingApi();
    update.refuses(409, 'A0409', STALE[lang]);
    const { user } = await renderApp('/m/sampling', { lang, api });
    await screen.findByText(LINE);
    // The phone's change, queued offline from the row as read (the test above makes it through the form).
    setOnline(false);
    const label = `${EDIT[lang]} · 06:40 · North base / Pond 1 · 25 · 35 g`;
    await act(() => phoneOutbox().enqueue({ method: 'POST', path: '/sampleManage' }, { type: 'update', id: 70, updated_at: READ_AT, at: '2026-12-07 06:40', pond_id: 1, count: 25, mean_weight: 35, handler: null, note: 'net 2' }, label));
    expect(await screen.findByTestId('phone-sampling-queued')).toHaveTextContent(label);

    // Meanwhile the console changed the row: the server refuses the phone's change and keeps its own.
    search.answers({ rows: [row({ count: 22, updated_at: '2026-12-07T06:50:00.000Z' })], total: 1 });
    const readsBefore = search.asked;
    setOnline(true);
    await waitFor(() => expect(update.asked).toBe(1));
    expect(update.requests[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const attention = await screen.findByTestId('phone-attention');
    expect(attention).toHaveTextContent(STALE[lang]);
    expect(attention).toHaveTextContent(CONFLICT[lang]);
    expect(attention).toHaveTextContent(label);
    expect(await screen.findByText('06:40 · Pond 1 · 22 · 35 g')).toBeInTheDocument();
    expect(search.asked).toBeGreaterThan(readsBefore);
    expect(screen.queryByTestId('phone-sampling-queued')).toBeNull();

    await user.click(within(attention).getByRole('button', { name: DISMISS[lang] }));
    await waitFor(() => expect(screen.queryByTestId('phone-attention')).toBeNull());
    expect(phoneOutbox().list()).toEqual([]);
    expect(api.unanswered).toEqual([]);
  });

  it('leaves the edit with Cancel, and online sends the change at once', async () => {
    const { api, update } = samplingApi();
    update.answers(row({ mean_weight: 36.5 }) as never);
    const { user } = await renderApp('/m/sampling', { lang, api });
    await screen.findByText(LINE);
    await user.click(screen.getByRole('button', { name: `${EDIT[lang]} ${LINE}` }));
    await user.click(within(await screen.findByTestId('phone-sampling-edit-form')).getByRole('button', { name: buttonName(CANCEL[lang]) }));
    expect(screen.queryByTestId('phone-sampling-edit-form')).toBeNull();
    expect(screen.getByTestId('phone-sampling-form')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${EDIT[lang]} ${LINE}` }));
    const form = await screen.findByTestId('phone-sampling-edit-form');
    const weight = within(form).getByRole('spinbutton', { name: WEIGHT[lang] });
    await user.clear(weight);
    await user.type(weight, '36.5');
    await user.click(within(form).getByRole('button', { name: SAVE_EDIT[lang] }));
    expect(await screen.findByTestId('phone-sampling-result')).toHaveTextContent(SENT_EDIT[lang]);
    expect(update.asked).toBe(1);
    expect(update.requests[0].body).toMatchObject({ type: 'update', id: 70, updated_at: READ_AT, at: '2026-12-07 06:40', mean_weight: 36.5, count: 20 });
    expect(screen.queryByTestId('phone-attention')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });
});
