import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../../shared/contract/api/products';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';
import { SITE_CONFIG } from './support/shell-fixtures';

type Text = Record<Lang, string>;
/** antd spaces a two-character Chinese label. */
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

const ACCOUNT_REQUIRED: Text = { 'zh-CN': '账号不能为空', 'en-US': 'Account cannot be empty' };
const PASSWORD_REQUIRED: Text = { 'zh-CN': '密码不能为空', 'en-US': 'Password cannot be empty' };
const LOG_IN: Text = { 'zh-CN': '登录', 'en-US': 'Log in' };
const ACCOUNT: Text = { 'zh-CN': '账号', 'en-US': 'Account' };

/** Issue 34: the forms' own messages, in both languages, without a browser; nothing is sent while a field is wrong. */
describe.each(LANGUAGES)('form validation in %s', (lang) => {
  it('the login form names each empty field and sends nothing', async () => {
    const api = new FakeApi();
    api.call('GET /site-config').answers(SITE_CONFIG);
    const { user } = await renderApp('/login', { lang, api, user: null });
    await user.click(await screen.findByRole('button', { name: spaced(LOG_IN[lang]) }));
    expect(await screen.findByText(ACCOUNT_REQUIRED[lang])).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_REQUIRED[lang])).toBeInTheDocument();

    await user.type(screen.getByLabelText(ACCOUNT[lang]), 'admin');
    await user.click(screen.getByRole('button', { name: spaced(LOG_IN[lang]) }));
    await waitFor(() => expect(screen.queryByText(ACCOUNT_REQUIRED[lang])).toBeNull());
    expect(screen.getByText(PASSWORD_REQUIRED[lang])).toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
  });

  it('the product form asks for a company and a name that is not blank, and adds nothing', async () => {
    const api = new FakeApi();
    // Two companies, neither the administrator's own: the form cannot choose for them.
    api.call('GET /companies/list').answers([{ id: 2, name: 'STATE-FARM', alias: null }, { id: 3, name: 'STATE-RANCH', alias: null }]);
    const products = api.call('POST /productManage').answers({ rows: [], total: 0 });
    const { user } = await renderApp('/system/product', { lang, api });
    await user.click(await screen.findByTestId('product-add'));
    const form = await screen.findByTestId('product-form');
    const dialog = form.closest<HTMLElement>('.ant-modal')!;
    await user.type(within(form).getByLabelText(lang === 'zh-CN' ? '产品名称' : 'Product name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: spaced(lang === 'zh-CN' ? '保存' : 'Save') }));
    expect(await within(form).findByText(lang === 'zh-CN' ? '请选择产品所属企业' : 'Choose the company of the product')).toBeInTheDocument();
    expect(within(form).getByText(lang === 'zh-CN' ? '产品名称不能为空' : 'Product name cannot be empty')).toBeInTheDocument();
    expect(products.requests.map((r) => r.body.type)).not.toContain('add');
    expect(api.unanswered).toEqual([]);
  });
});

const product = (id: number): Product => ({
  id, tenant_id: 1, tenant_name: null, name: `STATE-PRODUCT-${id}`, category: null, specification: null, unit: null, note: null,
  created_at: '2026-04-01T08:00:00.000Z', updated_at: '2026-04-01T08:00:00.000Z', deleted_at: null,
});

/** Issue 34: a server-paged table asks for the page clicked, and a new filter starts again at page 1. */
describe('the product table', () => {
  it('asks for the page clicked and, after a search, for page 1 of the keyword', async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([]);
    const list = api.call('POST /productManage').answers({ rows: Array.from({ length: 10 }, (_, i) => product(i + 1)), total: 25 });
    const { user } = await renderApp('/system/product', { lang: 'en-US', api });
    const page = await screen.findByTestId('product-page');
    await within(page).findByText('STATE-PRODUCT-1');
    expect(list.requests[0].body).toMatchObject({ type: 'search', page: 1, pageSize: 10, deleted: false });

    list.answers({ rows: [product(21)], total: 25 });
    await user.click(within(page).getByTitle('3'));
    expect(await within(page).findByText('STATE-PRODUCT-21')).toBeInTheDocument();
    expect(list.requests.at(-1)!.body).toMatchObject({ type: 'search', page: 3, pageSize: 10 });

    list.answers({ rows: [product(7)], total: 1 });
    await user.type(within(page).getByLabelText('Name or category'), 'seven{Enter}');
    expect(await within(page).findByText('STATE-PRODUCT-7')).toBeInTheDocument();
    expect(list.requests.at(-1)!.body).toMatchObject({ type: 'search', page: 1, keyword: 'seven' });
    expect(within(page).queryByText('STATE-PRODUCT-21')).toBeNull();
    expect(api.unanswered).toEqual([]);
  });
});
