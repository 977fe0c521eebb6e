import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { EscalationPolicy } from '../../shared/contract/api/escalation';
import type { Rule } from '../../shared/contract/api/rules';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const policy: EscalationPolicy = {
  id: 7,
  tenant_id: 3,
  site_id: null,
  rule_id: null,
  name: 'Night ladder',
  steps: [
    { channel: 'sms', contact_ids: [1], user_ids: [], duty: true, wait_s: 600 },
    { channel: 'phone', contact_ids: [1], user_ids: [], duty: false, wait_s: 1800 },
  ],
  quiet_start: 22 * 60,
  quiet_end: 7 * 60,
  updated_at: '2026-12-01T08:00:00.000Z',
};

/** A ladder bound to an alarm rule (climbed first by the rule's incidents). */
const rulePolicy: EscalationPolicy = {
  ...policy, id: 8, rule_id: 41, name: 'Pump ladder', quiet_start: null, quiet_end: null,
  steps: [{ channel: 'email', contact_ids: [1], user_ids: [], duty: false, wait_s: 300 }],
};
const rule: Rule = {
  id: 41, tenant_id: 3, tenant_name: 'Co', name: '增氧机断电', description: null, triggers: [], actions: [], delay_s: 0, warning_interval_s: 1800,
  notify_users: [], enabled: true, last_fired_at: null, created_at: '2026-12-01T08:00:00.000Z', updated_at: '2026-12-01T08:00:00.000Z',
};

function answered() {
  const api = new FakeApi();
  api.call('GET /escalationPolicies').answers([policy, rulePolicy]);
  api.call('GET /sites').answers({ rows: [], tiles: null });
  api.call('POST /rule').answers({ rows: [rule], total: 1 });
  api.call('GET /escalationRoster').answers({ tenant_id: 3, shifts: [{ user_id: 5, weekday: 1, start_hour: 0, end_hour: 8 }] });
  api.call('GET /alarmContacts').answers({ rows: [{ id: 1, tenant_id: 3, tenant_name: 'Co', name: 'Duty', phone: '13900000001', wechat: null, email: null, created_at: '2026-12-01T08:00:00.000Z' }], total: 1 });
  api.call('GET /users/findUsers').answers([{ id: 5, user_name: 'night', real_name: 'Night Owl', user_type: 'customer', tenant_id: 3 }]);
  return api;
}

/** Issue 36: the company's ladders and duty roster, beside the alarm contacts. */
describe('/system/escalation', () => {
  it('lists the ladders in both languages and asks before a delete, sent once confirmed', async () => {
    const api = answered();
    const remove = api.call('DELETE /escalationPolicies/7').answers(null);
    const { user } = await renderApp('/system/escalation', { lang: 'en-US', api });
    expect(await screen.findByText('Night ladder')).toBeInTheDocument();
    expect(screen.getByText('1. SMS · 10′')).toBeInTheDocument();
    expect(screen.getByText('22:00 – 07:00')).toBeInTheDocument();
    expect(screen.getByText('Company default')).toBeInTheDocument();
    expect(screen.getByText('Duty roster')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    expect(await screen.findByText('Delete escalation policy Night ladder?')).toBeInTheDocument();
    expect(remove.asked).toBe(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(remove.asked).toBe(1));
    expect(api.unanswered).toEqual([]);
  }, 90_000);

  it('refuses a nameless ladder in the form without sending it (Chinese)', async () => {
    const api = answered();
    const { user } = await renderApp('/system/escalation', { lang: 'zh-CN', api });
    expect(await screen.findByText('1. 短信 · 10′')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建策略' }));
    const form = await screen.findByTestId('escalation-policy-form');
    await user.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    expect(await within(form).findByText('升级策略名称不能为空')).toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
  }, 90_000);

  it('shows a ladder bound to a rule by the rule\'s name in both languages, and keeps the binding when it is saved', async () => {
    const api = answered();
    const save = api.call('PUT /escalationPolicies/8').answers(rulePolicy);
    const { user } = await renderApp('/system/escalation', { lang: 'en-US', api });
    const row = (await screen.findByText('Pump ladder')).closest('tr')!;
    expect(within(row).getByText('Alarm rule:', { exact: false })).toBeInTheDocument();
    expect(within(row).getByText('增氧机断电')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit policy' }));
    const form = await screen.findByTestId('escalation-policy-form');
    expect(within(form).getByText('增氧机断电')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Save$/ }));
    await waitFor(() => expect(save.asked).toBe(1));
    expect(save.requests[0].body).toMatchObject({ rule_id: 41, site_id: null, name: 'Pump ladder' });
    expect(api.unanswered).toEqual([]);
  }, 90_000);

  it('names the rule binding in Chinese', async () => {
    await renderApp('/system/escalation', { lang: 'zh-CN', api: answered() });
    const row = (await screen.findByText('Pump ladder')).closest('tr')!;
    expect(within(row).getByText('报警规则：', { exact: false })).toBeInTheDocument();
  }, 90_000);
});
