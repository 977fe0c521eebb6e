import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AlarmRow } from '../../../shared/contract/api/alarms';
import type { ParamDef } from '../../../shared/contract/api/device-params';
import type { DeviceRow } from '../../../shared/contract/api/userdevices';
import { FakeApi } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const AT = '2026-04-01T08:00:00.000Z';
const page = <T,>(rows: T[], total = rows.length) => ({ rows, total });

const salinity: ParamDef = {
  param_key: 'salinity', param_name: '盐度', param_name_en: 'Salinity', param_type: 'float', param_unit: '‰', icon_key: null, status: 1, desc: null, deviceCount: 0,
};
const alarm = (id: number): AlarmRow => ({
  id, device_id: 'AW00002', device_name: `COMPOSED-ALARM-${id}`, device_type: 'AW', tenant_id: 1, param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen',
  unit: 'mg/L', kind: 'warning', direction: 'low', state: 'active', value: 1.5, threshold: 3, raised_at: Date.parse(AT), last_value: 1.5, last_ts: Date.parse(AT),
  notify_count: 0, maxTime: null, acked_at: null, acked_by: null, cleared_at: null, cleared_by: null,
});
const device: DeviceRow = {
  device_id: 'AW00002', device_name: 'COMPOSED-DEVICE', device_type: 'AW', description: null, video_channel: null, is_enable: 1,
  sim_number: null, sim_type: null, iccid: null, supplier: null, expiry_date: null, address: null, province: null, city: null, longitude: 120.2,
  latitude: 30.8, status: 'online', remaining_flow: null, remaining_flow_simulated: false, last_update: AT, tenant_id: 1,
  company_name: 'Platform', deviceid: 'AW00002',
};

/** The OK of the confirmation that just opened (antd renders it beside the table, outside the page). */
async function confirm() {
  const popover = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    expect(open).not.toBeNull();
    return open!;
  });
  return within(popover).getByRole('button', { name: 'OK' });
}

/** Issue 33: pages that are not a CrudPage compose the kit's parts (action column by another key, a write's answer in its message, an edit that changed nothing). */
describe('pages composing the CRUD kit', () => {
  it('the parameter definitions: the action column names a row by its key, asks with it and deletes by it', async () => {
    const api = new FakeApi();
    const list = api.call('GET /deviceParam/list').answers([salinity]);
    const removed = api.call('DELETE /deviceParam/delete').answers(null);
    const { user } = await renderApp('/system/device-param', { lang: 'en-US', api });
    await user.click(await screen.findByTestId('param-def-delete-salinity'));
    expect(await screen.findByText('Delete the definition salinity?')).toBeInTheDocument();
    const asked = list.asked;
    await user.click(await confirm());
    await waitFor(() => expect(removed.requests.map((r) => r.body)).toEqual([{ paramKey: 'salinity' }]));
    await waitFor(() => expect(list.asked).toBeGreaterThan(asked));
    expect(api.unanswered).toEqual([]);
    // The first render of a file loads the app's modules: slow on a shared machine.
  }, 90_000);

  it('the alarm history: acknowledging says how many the server acknowledged, and a refusal keeps the selection', async () => {
    const api = new FakeApi();
    api.call('POST /userdevices/getDeviceListByPage').answers(page([]));
    const list = api.call('POST /alarmManage', ({ body }) => body.type === 'search').answers(page([alarm(1), alarm(2)]));
    const ack = api.call('POST /alarmManage', ({ body }) => body.type === 'ack').refuses(409, 'A0409', 'COMPOSED-REFUSED');
    const { user } = await renderApp('/data/alarm', { lang: 'en-US', api });
    const root = await screen.findByTestId('data-alarm-page');
    await within(root).findByText('COMPOSED-ALARM-1');
    const bulk = screen.getByTestId('data-alarm-bulk-ack');
    expect(bulk).toBeDisabled();
    for (const box of within(root).getAllByRole('checkbox').slice(1)) await user.click(box);
    await waitFor(() => expect(bulk).toBeEnabled());
    await user.click(bulk);
    await user.click(await confirm());
    expect(await screen.findByText('COMPOSED-REFUSED')).toBeInTheDocument();
    expect(bulk).toBeEnabled();

    ack.answers({ rows: [], total: 0, acknowledged: 2 });
    const asked = list.asked;
    await user.click(bulk);
    await user.click(await confirm());
    expect(await screen.findByText('2 alarm(s) acknowledged')).toBeInTheDocument();
    expect(ack.requests.map((r) => r.body)).toEqual([{ type: 'ack', ids: [1, 2] }, { type: 'ack', ids: [1, 2] }]);
    await waitFor(() => expect(list.asked).toBeGreaterThan(asked));
    await waitFor(() => expect(bulk).toBeDisabled());
  }, 90_000);

  it('the devices: an edit that changed nothing says so, closes and sends nothing', async () => {
    const api = new FakeApi();
    api.call('POST /userdevices/getDeviceListByPage').answers(page([device]));
    api.call('GET /companies/list').answers([{ id: 1, name: 'Platform', alias: null }]);
    api.call('GET /users/findUsers').answers([]);
    const { user } = await renderApp('/system/devices', { lang: 'en-US', api });
    await user.click(await screen.findByTestId('device-edit-AW00002'));
    const form = await screen.findByTestId('device-form');
    const dialog = form.closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to update')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('device-form')).toBeNull());
    expect(api.unanswered).toEqual([]);
  }, 90_000);
});
