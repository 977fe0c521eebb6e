import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PondOverview } from '../../../shared/contract/api/farm';
import type { FarmRow } from '../../../src/api/farm';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { resetPhoneAfterEach, setOnline } from './phone-support';

type Text = Record<Lang, string>;
const POND: Text = { 'zh-CN': '池塘', 'en-US': 'Pond' };
const COUNT: Text = { 'zh-CN': '抽样尾数', 'en-US': 'Fish sampled' };
const WEIGHT: Text = { 'zh-CN': '平均体重', 'en-US': 'Mean weight' };
const WEIGHT_LABEL: Text = { 'zh-CN': '平均体重 (g)', 'en-US': 'Mean weight (g)' };
// The console's messages for the declaration's rules (resource-i18n), worded with the field's label.
const POND_REQUIRED: Text = { 'zh-CN': '池塘不能为空', 'en-US': 'Pond cannot be empty' };
const COUNT_REQUIRED: Text = { 'zh-CN': '抽样尾数不能为空', 'en-US': 'Fish sampled cannot be empty' };
const QUEUED_SAVED: Text = { 'zh-CN': '已保存在本机，联网后自动发送', 'en-US': 'Saved on this phone; it is sent when the connection is back' };
const WAITING: Text = { 'zh-CN': '待发送', 'en-US': 'Waiting' };
const NEEDS_ATTENTION: Text = { 'zh-CN': '需要处理', 'en-US': 'Needs attention' };
const TITLE: Text = { 'zh-CN': '抽样', 'en-US': 'Sampling' };
const MORE: Text = { 'zh-CN': '更多', 'en-US': 'More' };
const PATROL: Text = { 'zh-CN': '巡塘', 'en-US': 'Patrol' };

const PONDS = { rows: [{ pond_id: 1, site_name: 'North base', pond_name: 'Pond 1' } as PondOverview], total: 1 };
const row = (own: { id: number } & Record<string, unknown>): FarmRow => ({ tenant_id: 2, tenant_name: 'Fish farm', created_at: '2026-12-07T00:00:00.000Z', updated_at: '2026-12-07T00:00:00.000Z', deleted_at: null, ...own });
const TODAY = { rows: [row({ id: 70, at: '2026-12-07 06:40', pond_id: 1, pond_id_name: 'Pond 1', count: 20, mean_weight: 35 })], total: 1 };

function samplingApi() {
  const api = new FakeApi();
  api.call('POST /pageszhuatai').answers(PONDS);
  api.call('POST /sampleManage', (r) => r.body.type === 'search').answers(TODAY);
  return api;
}

async function choosePond(user: Awaited<ReturnType<typeof renderApp>>['user'], form: HTMLElement, lang: Lang) {
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: POND[lang] }));
  await user.click((await screen.findAllByTitle('North base / Pond 1')).at(-1)!);
}

resetPhoneAfterEach();

/** Issue 37: one generic page draws every phone log; the sampling log stands for them. */
describe.each(LANGUAGES)('a phone log page (/m/sampling) in %s', (lang) => {
  it("checks the console's rules with the console's messages, and sends nothing invalid", async () => {
    const api = samplingApi();
    const add = api.call('POST /sampleManage', (r) => r.body.type === 'add').answers(TODAY.rows[0] as never);
    const { user } = await renderApp('/m/sampling', { lang, api });
    expect(await screen.findByRole('heading', { name: TITLE[lang] })).toBeInTheDocument();
    expect(await screen.findByText('06:40 · Pond 1 · 20 · 35 g')).toBeInTheDocument();
    const form = await screen.findByTestId('phone-sampling-form');
    await user.click(within(form).getByTestId('phone-sampling-save'));
    expect(await within(form).findByText(POND_REQUIRED[lang])).toBeInTheDocument();
    expect(within(form).getByText(COUNT_REQUIRED[lang])).toBeInTheDocument();
    // The label carries the unit, as the console's form's does.
    expect(within(form).getByText(WEIGHT_LABEL[lang])).toBeInTheDocument();
    expect(add.asked).toBe(0);
  });

  it('offline: queues the entry with a waiting tag and sends it once, with its key, when the connection returns', async () => {
    const api = samplingApi();
    const add = api.call('POST /sampleManage', (r) => r.body.type === 'add').answers(TODAY.rows[0] as never);
    const { user } = await renderApp('/m/sampling', { lang, api });
    const form = await screen.findByTestId('phone-sampling-form');
    await screen.findByText('06:40 · Pond 1 · 20 · 35 g');
    setOnline(false);
    await choosePond(user, form, lang);
    await user.type(within(form).getByRole('spinbutton', { name: COUNT[lang] }), '30');
    await user.type(within(form).getByRole('spinbutton', { name: WEIGHT[lang] }), '41.5');
    await user.click(within(form).getByTestId('phone-sampling-save'));
    expect(await screen.findByTestId('phone-sampling-result')).toHaveTextContent(QUEUED_SAVED[lang]);
    const queued = await screen.findByTestId('phone-sampling-queued');
    expect(queued).toHaveTextContent(/North base \/ Pond 1 · 30 · 41.5 g/);
    expect(queued).toHaveTextContent(WAITING[lang]);
    expect(add.asked).toBe(0);

    setOnline(true);
    await waitFor(() => expect(add.asked).toBe(1));
    expect(add.requests[0].body).toMatchObject({ type: 'add', pond_id: 1, count: 30, mean_weight: 41.5, handler: null, note: null });
    expect(add.requests[0].body.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(add.requests[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByTestId('phone-sampling-queued')).toBeNull());
    expect(api.unanswered).toEqual([]);
  });

  it("keeps a refused entry on screen with the server's message", async () => {
    const api = samplingApi();
    const message = lang === 'en-US' ? 'The pond has no stock to sample' : '该池塘没有存塘，无法抽样';
    api.call('POST /sampleManage', (r) => r.body.type === 'add').refuses(422, 'A0422', message);
    const { user } = await renderApp('/m/sampling', { lang, api });
    const form = await screen.findByTestId('phone-sampling-form');
    await choosePond(user, form, lang);
    await user.type(within(form).getByRole('spinbutton', { name: COUNT[lang] }), '10');
    await user.type(within(form).getByRole('spinbutton', { name: WEIGHT[lang] }), '5');
    await user.click(within(form).getByTestId('phone-sampling-save'));
    const attention = await screen.findByTestId('phone-attention');
    expect(attention).toHaveTextContent(message);
    expect(attention).toHaveTextContent(NEEDS_ATTENTION[lang]);
    expect(attention).toHaveTextContent(/North base \/ Pond 1 · 10 · 5 g/);
    expect(screen.queryByTestId('phone-sampling-queued')).toBeNull();
  });

  it('reaches every phone log from the navigation, by keyboard', async () => {
    const { user } = await renderApp('/m/sampling', { lang, api: samplingApi() });
    await screen.findByTestId('phone-sampling-form');
    screen.getByTestId('phone-nav-more').focus();
    await user.keyboard('{Enter}');
    const all = await screen.findByTestId('phone-nav-all');
    const link = within(all).getByRole('link', { name: PATROL[lang] });
    expect(link).toHaveAttribute('href', '/m/patrol');
    for (const path of ['/m', '/m/alarms', '/m/feed', '/m/seeding', '/m/water-change', '/m/sampling', '/m/water-test', '/m/farm-log', '/m/fodder-stock']) {
      expect(within(all).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(path);
    }
    expect(screen.getByRole('button', { name: MORE[lang] })).toHaveAttribute('aria-expanded', 'true');
  });
});
