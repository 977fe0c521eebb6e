import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../../../shared/contract/api/products';
import type { CommandCode } from '../../../shared/contract/api/command-codes';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi, type FakeRequest } from '../support/fake-api';
import { ADMIN, renderApp } from '../support/render-app';

type Text = Record<Lang, string>;
/** antd spaces a two-character Chinese label. */
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const SAVE: Text = { 'zh-CN': '保存', 'en-US': 'Save' };
const OK: Text = { 'zh-CN': '确定', 'en-US': 'OK' };
const AT = '2026-04-01T08:00:00.000Z';
const page = <T,>(rows: T[], total = rows.length) => ({ rows, total });
const typeIs = (type: string) => ({ body }: FakeRequest) => body.type === type;

const product = (id: number, deleted = false): Product => ({
  id, tenant_id: 1, tenant_name: null, name: `KIT-PRODUCT-${id}`, category: null, specification: null, unit: null, note: null,
  created_at: AT, updated_at: AT, deleted_at: deleted ? AT : null,
});
const code = (id: number, editable: boolean): CommandCode => ({
  id, tenant_id: editable ? 1 : null, tenant_name: null, device_type: 'AW', code: `kit_${id}`, name: `KIT-CODE-${id}`, name_en: null, params: null,
  reply_code: null, editable, updated_at: AT, deleted_at: null,
});

/** The OK of the confirmation that just opened (antd renders it beside the table, outside the page). */
async function confirm(lang: Lang) {
  const popover = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    expect(open).not.toBeNull();
    return open!;
  });
  return within(popover).getByRole('button', { name: spaced(OK[lang]) });
}

/** Issue 33: the CRUD kit (src/components/crud) as the pages moved onto it use it. */
describe('the CRUD kit', () => {
  it('asks before deleting, sends the id once confirmed, and lists again', async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([]);
    const list = api.call('POST /productManage', typeIs('search')).answers(page([product(1)]));
    const removed = api.call('POST /productManage', typeIs('delete')).answers({ ids: [1] } as never);
    const { user } = await renderApp('/system/product', { lang: 'en-US', api });
    const root = await screen.findByTestId('product-page');
    await within(root).findByText('KIT-PRODUCT-1');
    await user.click(within(root).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Move product KIT-PRODUCT-1 to the recycle bin?')).toBeInTheDocument();
    expect(removed.asked).toBe(0);
    const asked = list.asked;
    await user.click(await confirm('en-US'));
    await waitFor(() => expect(removed.requests.map((r) => r.body)).toEqual([{ type: 'delete', ids: [1] }]));
    await waitFor(() => expect(list.asked).toBeGreaterThan(asked));
    expect(api.unanswered).toEqual([]);
    // The first render of a file loads the app's modules: slow on a shared machine.
  }, 90_000);

  it('toggles the recycle bin: page 1 of the deleted rows, restore only, then back to the list', async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([]);
    const list = api.call('POST /productManage', typeIs('search')).answers(page([product(1)], 25));
    const restored = api.call('POST /productManage', typeIs('restore')).answers({ ids: [2] } as never);
    const { user } = await renderApp('/system/product', { lang: 'en-US', api });
    const root = await screen.findByTestId('product-page');
    await within(root).findByText('KIT-PRODUCT-1');
    list.answers(page([product(11)], 25));
    await user.click(within(root).getByTitle('2'));
    await within(root).findByText('KIT-PRODUCT-11');

    list.answers(page([product(2, true)]));
    await user.click(screen.getByTestId('product-bin-toggle'));
    expect(await within(root).findByText('KIT-PRODUCT-2')).toBeInTheDocument();
    expect(list.requests.at(-1)!.body).toMatchObject({ type: 'search', page: 1, deleted: true });
    expect(within(root).getByText('Product recycle bin')).toBeInTheDocument();
    expect(within(root).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByTestId('product-add')).toBeNull();
    await user.click(screen.getByTestId('product-restore-2'));
    await user.click(await confirm('en-US'));
    await waitFor(() => expect(restored.requests.map((r) => r.body)).toEqual([{ type: 'restore', ids: [2] }]));

    list.answers(page([product(1)]));
    await user.click(screen.getByTestId('product-bin-toggle'));
    await within(root).findByText('KIT-PRODUCT-1');
    expect(list.requests.at(-1)!.body).toMatchObject({ type: 'search', page: 1, deleted: false });
    expect(api.unanswered).toEqual([]);
  }, 90_000);

  it('asks again when the same search is made twice (a write elsewhere may have changed the rows)', async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([]);
    const list = api.call('POST /productManage').answers(page([product(1)]));
    const { user } = await renderApp('/system/product', { lang: 'en-US', api });
    const root = await screen.findByTestId('product-page');
    await within(root).findByText('KIT-PRODUCT-1');
    const search = within(root).getByLabelText('Name or category');
    await user.type(search, 'one{Enter}');
    await waitFor(() => expect(list.requests.at(-1)!.body).toMatchObject({ keyword: 'one' }));
    const asked = list.asked;
    await user.type(search, '{Enter}');
    await waitFor(() => expect(list.asked).toBe(asked + 1));
    expect(list.requests.at(-1)!.body).toMatchObject({ keyword: 'one', page: 1 });
    expect(api.unanswered).toEqual([]);
  }, 90_000);

  it('filters by a picker from page 1, and a row the caller may not change is read only', async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([]);
    const list = api.call('POST /commandCodeManage').answers(page([code(1, true), code(2, false)], 45));
    const { user } = await renderApp('/system/code', { lang: 'en-US', api });
    const table = await screen.findByTestId('code-table');
    await within(table).findByText('KIT-CODE-1');
    expect(within(table).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(within(table).getByText('Read only')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('code-page')).getByTitle('2'));
    await waitFor(() => expect(list.requests.at(-1)!.body).toMatchObject({ page: 2 }));

    await user.click(screen.getByLabelText('Device type'));
    await user.click(await screen.findByTitle('AW'));
    await waitFor(() => expect(list.requests.at(-1)!.body).toMatchObject({ type: 'search', page: 1, device_type: 'AW' }));
    expect(api.unanswered).toEqual([]);
  }, 90_000);
});

const CONTACT: Record<string, Text> = {
  phoneRequired: { 'zh-CN': '联系人电话不能为空', 'en-US': 'Contact phone number cannot be empty' },
  nameRequired: { 'zh-CN': '联系人姓名不能为空', 'en-US': 'Contact name cannot be empty' },
};

describe.each(LANGUAGES)('a declared form in %s', (lang) => {
  it("shows each field's own message under it and sends nothing", async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([]);
    api.call('GET /alarmContacts').answers(page([]));
    const { user } = await renderApp('/system/alarm', { lang, api });
    await user.click(await screen.findByTestId('contact-add'));
    const form = await screen.findByTestId('contact-form');
    const dialog = form.closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('button', { name: spaced(SAVE[lang]) }));
    expect(await within(form).findByText(CONTACT.phoneRequired[lang])).toBeInTheDocument();
    expect(within(form).getByText(CONTACT.nameRequired[lang])).toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
  }, 90_000);
});

describe('a new row\'s company', () => {
  it('shows the fields once the companies are known, Save off till then, so Save does not move under the pointer; it asks for the company', async () => {
    const api = new FakeApi();
    const companies = api.call('GET /companies/list').holding();
    api.call('GET /alarmContacts').answers(page([]));
    const { user } = await renderApp('/system/alarm', { lang: 'en-US', api });
    await user.click(await screen.findByTestId('contact-add'));
    const form = await screen.findByTestId('contact-form');
    const save = within(form.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: 'Save' });
    expect(within(form).queryByLabelText('Phone')).toBeNull();
    expect(save).toBeDisabled();

    companies.release([{ id: 2, name: 'KIT-CO-A', alias: null }, { id: 3, name: 'KIT-CO-B', alias: null }]);
    expect(await within(form).findByTestId('contact-company')).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(form).findByText('Choose the company of the contact')).toBeInTheDocument();
    expect(within(form).getByText(CONTACT.phoneRequired['en-US'])).toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
  }, 90_000);

  it('shows a customer (whose list is its own company alone) the fields at once and no picker', async () => {
    const api = new FakeApi();
    const companies = api.call('GET /companies/list').holding();
    api.call('GET /alarmContacts').answers(page([]));
    const { user } = await renderApp('/system/alarm', { lang: 'en-US', api, user: { ...ADMIN, userId: 7, userName: 'farmer', userType: 'customer', access_keys: '8002', tenant: { id: 2, name: 'KIT-CO-A' } } });
    await user.click(await screen.findByTestId('contact-add'));
    const form = await screen.findByTestId('contact-form');
    expect(within(form).queryByTestId('contact-company')).toBeNull();
    expect(within(form).getByLabelText('Phone')).toBeInTheDocument();
    companies.release([{ id: 2, name: 'KIT-CO-A', alias: null }]);
    await waitFor(() => expect(companies.asked).toBe(1));
    expect(within(form).queryByTestId('contact-company')).toBeNull();
  }, 90_000);
});
