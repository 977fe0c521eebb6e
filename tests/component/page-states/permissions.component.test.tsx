import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LANGUAGES, type Lang } from '../../../src/i18n/language';
import { FakeApi } from '../support/fake-api';
import { ADMIN, renderApp } from '../support/render-app';
import { DATA_SCREENS, FARM_SCREENS } from './screens';

const NO_PERMISSION: Record<Lang, string> = { 'zh-CN': '抱歉，您无权访问此页面（权限不足）', 'en-US': 'Sorry, you may not open this page (insufficient permission)' };
/** A customer who may see only the home page. */
const HOME_ONLY = { ...ADMIN, userId: 7, userName: 'visitor', userType: 'customer' as const, access_keys: '1,1001' };

/** One screen of each kind: a page of its own, the shared farm resource page, the bases page. */
const SAMPLE = ['/system/product', '/production/feed', '/production/base-manage'].map((path) => [...DATA_SCREENS, ...FARM_SCREENS].find((s) => s.path === path)!);

/**
 * Issue 34, the permission states (spec sections 6 and 8): without the page's code the guard shows
 * /403 and the page never asks for its list; with the code, a list refused 403 (another
 * administrator revoked it meanwhile) is the page's main call and also shows /403.
 */
describe.each(LANGUAGES)('permission in %s', (lang) => {
  it.each(SAMPLE.map((s) => [s.path, s] as const))('%s without its code is /403, and the list is not asked', async (_, screenDef) => {
    const api = new FakeApi();
    screenDef.others?.(api);
    const list = api.call(screenDef.call, screenDef.isList).answers(screenDef.none);
    const { router } = await renderApp(screenDef.path, { lang, api, user: HOME_ONLY });
    expect(await screen.findByText(NO_PERMISSION[lang])).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
    expect(list.asked).toBe(0);
  });

  it.each(SAMPLE.map((s) => [s.path, s] as const))('%s whose list is refused 403 goes to /403', async (_, screenDef) => {
    const api = new FakeApi();
    screenDef.others?.(api);
    const list = api.call(screenDef.call, screenDef.isList).refuses(403, 'A0403', lang === 'zh-CN' ? '没有权限' : 'Forbidden');
    const { router } = await renderApp(screenDef.path, { lang, api });
    expect(await screen.findByText(NO_PERMISSION[lang])).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
    expect(list.asked).toBe(1);
    expect(api.unanswered).toEqual([]);
  });
});
