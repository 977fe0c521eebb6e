import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Text = Record<Lang, string>;
const EVENT: Text = { 'zh-CN': '设备事件', 'en-US': 'Device event' };
const TIMER: Text = { 'zh-CN': '定时触发', 'en-US': 'Timer' };
const DEVICE_REQUIRED: Text = { 'zh-CN': '请选择设备', 'en-US': 'Choose a device' };
const ONE_TIMER: Text = { 'zh-CN': '只能有一个定时触发', 'en-US': 'There may be only one time trigger' };

/** Opens a trigger's type list and clicks the option with this title (antd keeps closed lists in the page: the newest is last). */
async function chooseType(trigger: HTMLElement, title: string, user: Awaited<ReturnType<typeof renderApp>>['user']) {
  fireEvent.mouseDown(within(trigger).getAllByRole('combobox')[0]);
  await user.click((await screen.findAllByTitle(title)).at(-1)!);
}

/** Issue 42 item 8: the rule form's triggers after a change of type, in both languages. */
describe.each(LANGUAGES)('rule triggers, %s', (lang) => {
  it("drops the old type's errors when a trigger changes type, and says why a second timer is refused", async () => {
    const api = new FakeApi();
    const rules = api.call('POST /rule').answers({ rows: [], total: 0 });
    const { user } = await renderApp('/system/rule', { lang, api });
    await user.click(await screen.findByTestId('rule-add'));
    const first = await screen.findByTestId('rule-trigger-0');
    await user.click(screen.getByTestId('rule-save'));
    expect(await within(first).findByText(DEVICE_REQUIRED[lang], { selector: '.ant-typography-danger' })).toBeInTheDocument();

    // An event trigger has no device to choose: the device's error goes with the fields it was about.
    await chooseType(first, EVENT[lang], user);
    await waitFor(() => expect(within(first).queryByText(DEVICE_REQUIRED[lang], { selector: '.ant-typography-danger' })).toBeNull());

    // A second trigger becomes the timer; making the first one a timer too is refused in words, not greyed out.
    await user.click(screen.getByTestId('rule-add-trigger'));
    const second = await screen.findByTestId('rule-trigger-1');
    await chooseType(second, TIMER[lang], user);
    // The option says why before it is chosen, and the refusal says it again.
    await chooseType(first, ONE_TIMER[lang], user);
    expect(await screen.findByText(ONE_TIMER[lang], { selector: '.ant-message-notice *' })).toBeInTheDocument();
    expect(within(first).getAllByRole('combobox')[0].closest('.ant-select')?.textContent).toContain(EVENT[lang]);
    expect(rules.requests.map((r) => r.body.action)).not.toContain('create');
  });
});
