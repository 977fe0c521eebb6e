import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type { CameraView } from '../../../shared/contract/api/cameras';
import { setLanguage } from '../../../src/i18n';
import { LANGUAGES } from '../../../src/i18n/language';
import '../../../src/pages/diagnose/monitor-video/monitor-video-i18n';
import { PtzPad } from '../../../src/pages/diagnose/monitor-video/components/ptz-pad';
import { FakeApi } from '../support/fake-api';

const camera: CameraView = {
  id: 3, name: '1号塘摄像头', deviceSerial: 'SIM000001', channelNo: 1, device_id: 'AW00001', device_name: '1号塘', tenant_id: 1, provider: 'sim',
  motion: 0.5, enabled: 1, streamKey: 'SIM000001', live: true, rtspUrl: null, rtspUser: null, hasPassword: false, rtspTransport: 'tcp', onvifUrl: null,
};

const NAMES = {
  'zh-CN': { up: '上', left: '左', right: '右', down: '下', zoomin: '放大', zoomout: '缩小' },
  'en-US': { up: 'Up', left: 'Left', right: 'Right', down: 'Down', zoomin: 'Zoom in', zoomout: 'Zoom out' },
} as const;

async function renderPad(lang: (typeof LANGUAGES)[number]) {
  await setLanguage(lang);
  const api = new FakeApi().install();
  api.call('GET /camera/status/SIM000001').answers({
    streamKey: 'SIM000001', deviceSerial: 'SIM000001', channelNo: 1, running: true, pan: 0, tilt: 0, zoom: 1, moving: null, startedAt: null, lastSegment: null,
  });
  const control = api.call('POST /camera/control').answers({ deviceSerial: 'SIM000001', channelNo: 1, action: 'start', direction: null, ptz: { pan: 1, tilt: 0, zoom: 1 } });
  render(<AntApp><PtzPad camera={camera} /></AntApp>);
  const sent = () => control.requests.map((r) => `${r.body.action as string} ${r.body.direction as string}`);
  return { api, sent, user: userEvent.setup() };
}

/**
 * Issue 41: the PTZ pad without a mouse. With the focus on any of its buttons the arrows pan and
 * tilt and + / - zoom while held (one start, one stop, however long the key repeats); Enter or
 * Space hold the focused button's own direction; every button is named in the page's language
 * and announces its key.
 */
describe.each(LANGUAGES)('the PTZ pad by keyboard (%s)', (lang) => {
  it('moves while an arrow or + / - is held and stops when it comes up; Enter holds the focused button', { timeout: 60_000 }, async () => {
    const { api, sent, user } = await renderPad(lang);
    const names = NAMES[lang];
    for (const [direction, name] of Object.entries(names)) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('data-testid', `ptz-${direction}`);
    }
    expect(screen.getByRole('button', { name: names.left })).toHaveAttribute('aria-keyshortcuts', 'ArrowLeft');

    screen.getByRole('button', { name: names.up }).focus();
    // Held through three repeats: one start; let go: one stop.
    await user.keyboard('{ArrowLeft>3}');
    await waitFor(() => expect(sent()).toEqual(['start left']));
    await user.keyboard('{/ArrowLeft}');
    await waitFor(() => expect(sent()).toEqual(['start left', 'stop left']));

    await user.keyboard('{+>}{/+}{->}{/-}');
    await waitFor(() => expect(sent().slice(2)).toEqual(['start zoomin', 'stop zoomin', 'start zoomout', 'stop zoomout']));

    // A second arrow pressed while one is held neither starts nor stops anything.
    await user.keyboard('{ArrowDown>}{ArrowRight>}{/ArrowRight}{/ArrowDown}');
    await waitFor(() => expect(sent().slice(6)).toEqual(['start down', 'stop down']));

    // Enter on the focused button holds its own direction.
    screen.getByRole('button', { name: names.right }).focus();
    await user.keyboard('{Enter>}');
    await waitFor(() => expect(sent().slice(8)).toEqual(['start right']));
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(sent().slice(8)).toEqual(['start right', 'stop right']));

    // Tab leaves the pad (nothing holds the focus), and a key held as the focus leaves is stopped.
    await user.keyboard('{ArrowUp>}');
    await waitFor(() => expect(sent().slice(10)).toEqual(['start up']));
    await user.tab();
    await waitFor(() => expect(sent().slice(10)).toEqual(['start up', 'stop up']));
    expect(screen.getByRole('button', { name: names.right })).not.toHaveFocus();
    expect(api.unanswered).toEqual([]);
  });
});
