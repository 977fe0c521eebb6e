import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Text = Record<Lang, string>;
const INTERVAL: Text = { 'zh-CN': '告警间隔(秒)', 'en-US': 'Warning interval (s)' };
const NOT_A_NUMBER: Text = { 'zh-CN': '请输入数字', 'en-US': 'Enter a number' };
const STEPS: Record<Lang, string[]> = { 'zh-CN': ['增大', '减小'], 'en-US': ['Step up', 'Step down'] };
const KEPT: Text = { 'zh-CN': '“abc”不是数字，已恢复为原来的值', 'en-US': '"abc" is not a number; the field keeps its value' };

/** Issue 42 item 8: letters typed into a number field are not dropped without a word (the rule's warning interval). */
describe.each(LANGUAGES)('a number field given letters, %s', (lang) => {
  it('turns red with "enter a number" while they are there, and says on leaving that the value was kept', async () => {
    const api = new FakeApi();
    api.call('POST /rule').answers({ rows: [], total: 0 });
    const { user } = await renderApp('/system/rule', { lang, api, layout: 'main' });
    await user.click(await screen.findByTestId('rule-add'));
    const interval = await screen.findByLabelText(INTERVAL[lang]);
    await user.clear(interval);
    await user.type(interval, 'abc');
    expect(await screen.findByText(NOT_A_NUMBER[lang])).toBeInTheDocument();
    expect(interval.closest('.ant-input-number')?.className).toContain('status-error');
    await user.tab();
    expect(await screen.findByText(KEPT[lang])).toBeInTheDocument();
    // Its step buttons are named in the console's language (antd's own names are English).
    const steps = interval.closest('.ant-input-number')!.querySelectorAll('[role="button"]');
    expect([...steps].map((step) => step.getAttribute('aria-label'))).toEqual(STEPS[lang]);
    await waitFor(() => expect(interval.closest('.ant-input-number')?.className).not.toContain('status-error'));
  });
});
