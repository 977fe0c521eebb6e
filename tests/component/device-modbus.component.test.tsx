import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ParamConfig } from '../../shared/contract/api/device-params';
import type { ModbusSettingsRow } from '../../shared/contract/api/modbus';
import type { DeviceRow } from '../../shared/contract/api/userdevices';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const AT = '2026-04-01T08:00:00.000Z';
const device: DeviceRow = {
  device_id: 'AW00002', device_name: 'MODBUS-DEVICE', device_type: 'AW', description: null, video_channel: null, is_enable: 1,
  sim_number: null, sim_type: null, iccid: null, supplier: null, expiry_date: null, address: null, province: null, city: null, longitude: 120.2,
  latitude: 30.8, status: 'online', remaining_flow: null, remaining_flow_simulated: false, last_update: AT, tenant_id: 1,
  company_name: 'Platform', deviceid: 'AW00002',
};
const param = (param_key: string, name_en: string): ParamConfig => ({
  device_id: 'AW00002', param_key, name: name_en, max: null, min: null, isHigh: 0, period: 60, maxTime: 3, startValue: null, endValue: null,
  waitTime: 0, correcting: 0, valuePerfectL: null, valuePerfectH: null, prompt_id: null, isOpen: 1, name_en, param_name: name_en,
  param_name_en: name_en, param_unit: null, param_type: 'number', icon_key: null,
});
const stored: ModbusSettingsRow = {
  device_id: 'AW00002', transport: 'dtu', framing: 'rtu', host: null, port: null, unit_id: 1, registration: 'DTU-0001', connected: true,
  registers: [{ param_key: 'do', address: 0, function: 3, type: 'int16', scale: 0.1, order: 'ABCD' }],
};

/** Issue 38 item 4: a device's Modbus settings edited from the devices page. */
describe('the devices page\'s Modbus dialog', () => {
  it('shows the stored settings, saves an added register, and keeps the dialog open with the server\'s refusal', async () => {
    const api = new FakeApi();
    api.call('POST /userdevices/getDeviceListByPage').answers({ rows: [device], total: 1 });
    api.call('GET /companies/list').answers([{ id: 1, name: 'Platform', alias: null }]);
    api.call('GET /users/findUsers').answers([]);
    api.call('GET /devices/AW00002/modbus').answers(stored);
    api.call('GET /deviceParam/deviceParam').answers([param('do', 'Dissolved oxygen'), param('water_temp', 'Water temperature')]);
    const save = api.call('PUT /devices/AW00002/modbus').refuses(409, 'A0409', 'MODBUS-REFUSED');
    const { user } = await renderApp('/system/devices', { lang: 'en-US', api });
    await user.click(await screen.findByTestId('device-modbus-AW00002'));
    const form = await screen.findByTestId('device-modbus-form');
    const dialog = form.closest<HTMLElement>('.ant-modal')!;
    expect(await within(dialog).findByDisplayValue('DTU-0001')).toBeInTheDocument();
    expect(within(dialog).getByText('Connected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Add a register/ }));
    const row = await within(dialog).findByTestId('modbus-register-1');
    await user.click(within(row).getByRole('combobox', { name: 'Parameter' }));
    await user.click(await screen.findByTitle('Water temperature (water_temp)'));
    await user.type(within(row).getByRole('spinbutton', { name: 'Register address' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('MODBUS-REFUSED')).toBeInTheDocument();
    expect(screen.getByTestId('device-modbus-form')).toBeInTheDocument();
    expect(save.requests[0].body).toEqual({
      transport: 'dtu', framing: 'rtu', host: null, port: null, unit_id: 1, registration: 'DTU-0001',
      registers: [stored.registers[0], { param_key: 'water_temp', address: 10, function: 3, type: 'uint16', scale: 1, order: 'ABCD' }],
    });

    save.answers({ ...stored, registers: save.requests[0].body.registers as ModbusSettingsRow['registers'] });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Modbus settings saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('device-modbus-form')).toBeNull());
    expect(api.unanswered).toEqual([]);
    // The first render of a file loads the app's modules: slow on a shared machine.
  }, 90_000);
});
