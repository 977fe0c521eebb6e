import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CameraView } from '../../shared/contract/api/cameras';
import { LANGUAGES } from '../../src/i18n/language';
import { FakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const camera: CameraView = {
  id: 7, name: 'STATE-RTSP', deviceSerial: 'BARN-CAM', channelNo: 1, device_id: 'AW00002', device_name: 'STATE-DEVICE', tenant_id: 1, provider: 'rtsp',
  motion: 0, enabled: 1, streamKey: 'BARN-CAM', live: false, rtspUrl: 'rtsp://192.168.1.64/live', rtspUser: 'admin', hasPassword: true, rtspTransport: 'tcp',
  onvifUrl: null,
};
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/**
 * Issue 38 item 1: an rtsp camera's fields on the video configuration page. The stored password is
 * never shown or sent back: the field says it is kept, and saving with it empty sends none.
 */
describe.each(LANGUAGES)('an RTSP camera in the form (%s)', (lang) => {
  const zh = lang === 'zh-CN';
  it('shows the address and login without the password, and keeps the stored password when the field stays empty', { timeout: 60_000 }, async () => {
    const api = new FakeApi();
    api.call('POST /camera/deviceList').answers({ rows: [camera], total: 1 });
    api.call('POST /userdevices/getDeviceListByPage').answers({ rows: [], total: 0 });
    const saved = api.call('POST /devices/updateCamera').answers(camera);
    const { user } = await renderApp('/system/camera', { lang, api });
    await user.click(await screen.findByTestId('camera-edit'));
    const form = await screen.findByTestId('camera-form');
    expect(within(form).getByTestId('camera-rtsp-url')).toHaveValue('rtsp://192.168.1.64/live');
    expect(within(form).getByTestId('camera-rtsp-user')).toHaveValue('admin');
    const password = within(form).getByTestId('camera-rtsp-password');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', zh ? '已保存，留空则不修改' : 'Stored; leave empty to keep it');

    await user.clear(within(form).getByTestId('camera-rtsp-url'));
    await user.click(within(form).getByTestId('camera-rtsp-url'));
    await user.paste('http://192.168.1.64/live');
    const dialog = form.closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('button', { name: spaced(zh ? '保存' : 'Save') }));
    expect(await within(form).findByText(zh ? 'RTSP 地址须以 rtsp:// 或 rtsps:// 开头，不能有空格' : 'An RTSP address begins with rtsp:// or rtsps:// and has no spaces')).toBeInTheDocument();
    expect(saved.requests).toEqual([]);

    await user.clear(within(form).getByTestId('camera-rtsp-url'));
    await user.click(within(form).getByTestId('camera-rtsp-url'));
    await user.paste('rtsp://192.168.1.65/live');
    await user.click(within(dialog).getByRole('button', { name: spaced(zh ? '保存' : 'Save') }));
    await waitFor(() => expect(saved.requests).toHaveLength(1));
    const body = saved.requests[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 7, provider: 'rtsp', rtspUrl: 'rtsp://192.168.1.65/live', rtspUser: 'admin', rtspTransport: 'tcp' });
    expect(body).not.toHaveProperty('rtspPassword');
  });
});
