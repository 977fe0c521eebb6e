import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DeviceImportResult, DeviceImportRow } from '../../shared/contract/api/device-import';
import { LANGUAGES, type Lang } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

type Text = Record<Lang, string>;
/** antd spaces a two-character Chinese label. */
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const IMPORT: Text = { 'zh-CN': '导入', 'en-US': 'Import' };
const CHECKING: Text = { 'zh-CN': '正在检查文件…', 'en-US': 'Checking the file…' };
const PROBLEMS: Text = { 'zh-CN': '有 2 处错误', 'en-US': '2 problems' };
const REPEATS: Text = { 'zh-CN': '设备编号与第 2 行重复', 'en-US': 'The device code repeats row 2' };
const LATITUDE: Text = { 'zh-CN': '纬度应为 -90 到 90 之间的数字', 'en-US': 'The latitude must be a number from -90 to 90' };
const ALL_PASS: Text = { 'zh-CN': '全部 2 台设备检查通过，可以导入', 'en-US': 'All 2 devices passed the checks and can be imported' };
const SECRETS_SHOWN_ONCE: Text = { 'zh-CN': '只显示这一次', 'en-US': 'shown this once' };
const DOWNLOAD_SECRETS: Text = { 'zh-CN': '下载密钥（.xlsx）', 'en-US': 'Download secrets (.xlsx)' };

const row = (n: number, patch: Partial<DeviceImportRow> = {}): DeviceImportRow => ({
  row: n, device_id: `FL000${n}`, device_name: `STATE-POND-${n}`, device_type: 'AW', longitude: 120.1, latitude: 30.7, address: null, province: null,
  city: null, sim_number: null, sim_type: null, iccid: null, supplier: null, expiry_date: null, description: null, ...patch,
});
const preview = (result: Partial<DeviceImportResult>): DeviceImportResult => ({ rows: [], errors: [], written: 0, secrets: [], ...result });

async function openImport(lang: Lang) {
  const api = new FakeApi();
  api.call('GET /companies/list').answers([{ id: 7, name: 'STATE-FARM', alias: null }]);
  api.call('GET /users/findUsers').answers([]);
  api.call('POST /userdevices/getDeviceListByPage').answers({ rows: [], total: 0 });
  const importCall = api.call('POST /userdevices/import').holding();
  const app = await renderApp('/system/devices', { lang, api });
  await app.user.click(await screen.findByTestId('device-import-open'));
  const dialog = (await screen.findByTestId('device-import')).closest<HTMLElement>('.ant-modal')!;
  const choose = async (name = 'fleet.xlsx') => {
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await app.user.upload(input, new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  };
  return { ...app, api, importCall, dialog, choose };
}

/** Issue 38 item 5: the import dialog's preview in both languages: checking, every problem marked, a refusal, then the secrets once. */
describe.each(LANGUAGES)('the device import in %s', (lang) => {
  it('opens from the list, shows the check, then every problem with its row and the bad cells; nothing can be confirmed', async () => {
    const { importCall, dialog, choose, api } = await openImport(lang);
    expect(screen.getByTestId('device-import-open')).toHaveTextContent(spaced(IMPORT[lang]));
    await choose();
    expect(await within(dialog).findByText(CHECKING[lang])).toBeInTheDocument();
    expect(importCall.requests[0].query.get('tenant_id')).toBe('7');
    expect(importCall.requests[0].query.get('confirm')).toBeNull();

    importCall.release(preview({
      rows: [row(2), row(3, { device_id: 'FL0002' }), row(4, { latitude: 91 })],
      errors: [{ row: 3, field: 'device_id', message: REPEATS[lang] }, { row: 4, field: 'latitude', message: LATITUDE[lang] }],
    }));
    const errors = await within(dialog).findByTestId('device-import-errors');
    expect(within(errors).getByText(REPEATS[lang])).toBeInTheDocument();
    expect(within(errors).getByText(LATITUDE[lang])).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(PROBLEMS[lang]))).toBeInTheDocument();
    const rows = within(dialog).getByTestId('device-import-rows');
    expect([...rows.querySelectorAll('[data-bad]')].map((cell) => [cell.getAttribute('data-bad'), cell.textContent])).toEqual([['device_id', 'FL0002'], ['latitude', '91']]);
    expect(within(dialog).getByTestId('device-import-confirm')).toBeDisabled();
    expect(api.unanswered).toEqual([]);
  });

  it("shows the server's refusal of a file, and a good file's confirmed import shows each secret once with its download", async () => {
    const { importCall, dialog, choose, user, api } = await openImport(lang);
    importCall.refuses(400, 'device_import_header', lang === 'zh-CN' ? '第 1 行缺少列：经度' : 'Row 1 lacks the columns: Longitude');
    await choose('old.xlsx');
    expect(await within(dialog).findByTestId('device-import-failed')).toHaveTextContent(lang === 'zh-CN' ? '第 1 行缺少列：经度' : 'Row 1 lacks the columns: Longitude');

    importCall.answers(preview({ rows: [row(2), row(3)] }));
    await choose();
    expect(await within(dialog).findByText(ALL_PASS[lang])).toBeInTheDocument();
    importCall.answers(preview({
      rows: [row(2), row(3)],
      written: 2,
      secrets: [{ device_id: 'FL0002', device_name: 'STATE-POND-2', secret: 'SECRET-TWO' }, { device_id: 'FL0003', device_name: 'STATE-POND-3', secret: 'SECRET-THREE' }],
    }));
    await user.click(within(dialog).getByTestId('device-import-confirm'));
    const secrets = await screen.findByTestId('device-import-secrets');
    expect(importCall.requests.at(-1)!.query.get('confirm')).toBe('true');
    expect(within(secrets).getByText('SECRET-TWO')).toBeInTheDocument();
    expect(within(secrets).getByText('devices/FL0003/telemetry')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(SECRETS_SHOWN_ONCE[lang]))).toBeInTheDocument();
    expect(screen.getByTestId('device-import-secrets-download')).toHaveTextContent(DOWNLOAD_SECRETS[lang]);
    // Closing before downloading asks first; the list was asked again for the new devices.
    await user.click(screen.getByTestId('device-import-secrets-done'));
    const ask = (await screen.findAllByText(lang === 'zh-CN' ? /尚未下载密钥/ : /have not been downloaded/))[0].closest<HTMLElement>('.ant-modal')!;
    await user.click(within(ask).getByRole('button', { name: spaced(lang === 'zh-CN' ? '取消' : 'Cancel') }));
    // Downloaded (the link's click is caught: happy-dom would navigate), the dialog closes at once.
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByTestId('device-import-secrets-download'));
    await waitFor(() => expect(screen.getByTestId('device-import-secrets-download')).toHaveTextContent(spaced(lang === 'zh-CN' ? '已下载' : 'Downloaded')));
    click.mockRestore();
    expect(saved).toEqual([lang === 'zh-CN' ? '设备密钥.xlsx' : 'device-secrets.xlsx']);
    await user.click(screen.getByTestId('device-import-secrets-done'));
    await waitFor(() => expect(screen.queryByTestId('device-import-secrets')).toBeNull());
    await waitFor(() => expect(api.unanswered).toEqual([]));
  });
});
