import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { ADMIN, renderApp } from './support/render-app';

type Text = Record<Lang, string>;
const NEED_COMPANY: Text = { 'zh-CN': '请先选择所属企业，选择后自动保存', 'en-US': 'Choose the company first; the draft is saved once it is chosen' };

/**
 * Issue 42 item 8: the platform admin writes for a company of their choosing. Before one is chosen
 * the editor says so, and saving does not try (it failed with "save failed, retry later").
 */
describe.each(LANGUAGES)('a new article before its company is chosen, %s', (lang) => {
  it('names the missing company instead of failing to save, and sends nothing', async () => {
    const api = new FakeApi();
    api.call('GET /companies/list').answers([{ id: 1, name: '甲公司', alias: null }, { id: 2, name: '乙公司', alias: null }]);
    api.call('GET /articles/tags').answers([]);
    const saves = api.call('POST /articleManage').answers({ rows: [], total: 0 });
    // The platform admin has no company of their own (the seed's admin logs in with tenant null).
    const { user } = await renderApp('/knowledge/text-editor', { lang, api, user: { ...ADMIN, tenant: null } });
    await user.type(await screen.findByTestId('article-title-input'), 'Pond oxygen at dawn');
    expect((await screen.findByTestId('editor-save-state')).textContent).toBe(NEED_COMPANY[lang]);
    await user.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText(NEED_COMPANY[lang], { selector: '.ant-message-notice *' })).toBeInTheDocument();
    expect(saves.requests).toEqual([]);
  });
});
