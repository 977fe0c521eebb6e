import { describe, expect, it } from 'vitest';
import { alarmPrompts$, devicesStatus$, getDayHistory$ } from '../../streams';
import { screenAlarms$, screenDevices$, screenTrend$ } from './screen-streams';

describe('screen streams', () => {
  it('are the console streams, in the instances that keep polling while the page is hidden', () => {
    expect(screenDevices$()).toBe(devicesStatus$({ pauseWhenHidden: false }));
    expect(screenDevices$()).not.toBe(devicesStatus$());
    expect(screenAlarms$()).toBe(alarmPrompts$({ pauseWhenHidden: false }));
    expect(screenAlarms$()).not.toBe(alarmPrompts$());
    expect(screenTrend$('AW00001:do')).toBe(getDayHistory$('AW00001:do', { pauseWhenHidden: false }));
    expect(screenTrend$('')).toBeNull();
  });
});
