import { describe, expect, it } from 'vitest';
import { localToInstant } from '../core/local-time';
import { commandSettings } from './device-commands';

const TZ = 'Asia/Shanghai';
const PARAMS = new Set(['do', 'aerator', 'ph']);
const NOW = localToInstant(TZ, 2026, 7, 20, 23, 30);
const NINE = localToInstant(TZ, 2026, 7, 21, 9);

describe('commands a simulated device honours', () => {
  it('reads a parameter at the top, a command code with its parameters and a bare <switch>_on code', () => {
    expect(commandSettings({ aerator: 1 }, PARAMS, TZ, NOW)).toEqual([{ key: 'aerator', value: 1, until: NINE }]);
    expect(commandSettings({ id: 7, command: 'aerator_on', params: { aerator: 1 } }, PARAMS, TZ, NOW)).toEqual([{ key: 'aerator', value: 1, until: NINE }]);
    expect(commandSettings({ id: 8, command: 'aerator_on', rule_id: 3 }, PARAMS, TZ, NOW)).toEqual([{ key: 'aerator', value: 1, until: NINE }]);
    expect(commandSettings({ command: 'aerator_off' }, PARAMS, TZ, NOW)).toEqual([{ key: 'aerator', value: 0, until: null }]);
  });

  it('runs for the minutes a tip asks, and ignores what the device lacks', () => {
    expect(commandSettings({ command: 'aerator_on', params: { minutes: 60 } }, PARAMS, TZ, NOW)).toEqual([{ key: 'aerator', value: 1, until: NOW + 3_600_000 }]);
    expect(commandSettings({ command: 'relay_on' }, PARAMS, TZ, NOW)).toEqual([]);
    expect(commandSettings({ command: 'read_settings' }, PARAMS, TZ, NOW)).toEqual([]);
    expect(commandSettings('reboot', PARAMS, TZ, NOW)).toEqual([]);
    // Before 09:00 the same morning, the aerator runs until 09:00 that day.
    const early = localToInstant(TZ, 2026, 7, 21, 4);
    expect(commandSettings({ command: 'aerator_on' }, PARAMS, TZ, early)[0].until).toBe(NINE);
  });
});
