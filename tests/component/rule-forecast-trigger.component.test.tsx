import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Text = Record<Lang, string>;
const TYPE: Text = { 'zh-CN': '溶解氧预测', 'en-US': 'Oxygen forecast' };
const BELOW: Text = { 'zh-CN': '今夜预测溶解氧低于', 'en-US': 'Forecast DO tonight below' };
const LEAD: Text = { 'zh-CN': '提前（分钟）', 'en-US': 'Lead (minutes)' };
const HELP: Text = { 'zh-CN': '提前 120 分钟开增氧机', 'en-US': 'the aerator 120 minutes ahead' };
const DEVICE_REQUIRED: Text = { 'zh-CN': '请选择设备', 'en-US': 'Choose a device' };

/**
 * Issue 35 item 3: the rule form offers the forecast trigger, explains its lead time, keeps the
 * value and the lead within the server's bounds, and asks for a pond, in both languages (the
 * model's refusals of out-of-range values are rule-form-model.test.ts's).
 */
describe.each(LANGUAGES)('the forecast trigger in the rule form, %s', (lang) => {
  it('is offered beside the others, explains the lead time (120 minutes to start), bounds value and lead, and asks for a pond', async () => {
    const api = new FakeApi();
    const rules = api.call('POST /rule').answers({ rows: [], total: 0 });
    const { user } = await renderApp('/system/rule', { lang, api });
    await user.click(await screen.findByTestId('rule-add'));
    const trigger = await screen.findByTestId('rule-trigger-0');
    fireEvent.mouseDown(within(trigger).getAllByRole('combobox')[0]);
    await user.click(await screen.findByTitle(TYPE[lang]));

    expect((await within(trigger).findByTestId('rule-forecast-help')).textContent).toContain(HELP[lang]);
    const lead = within(trigger).getByLabelText(LEAD[lang]);
    expect((lead as HTMLInputElement).value).toBe('120');
    const value = within(trigger).getByLabelText(BELOW[lang]);
    await user.type(value, '25');
    await user.clear(lead);
    await user.type(lead, '400');
    await user.click(screen.getByTestId('rule-save'));
    // The inputs hold the schema's bounds: 20 mg/L and 360 minutes at most.
    expect([Number((value as HTMLInputElement).value), Number((lead as HTMLInputElement).value)]).toEqual([20, 360]);
    expect(await within(trigger).findByText(DEVICE_REQUIRED[lang], { selector: '.ant-typography-danger' })).toBeInTheDocument();
    expect(rules.requests.map((r) => r.body.action)).not.toContain('create');
  });
});
