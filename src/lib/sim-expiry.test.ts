import { describe, expect, it } from 'vitest';
import { SIM_EXPIRY_GRACE_MS, simExpiryAlarms, type SimDevice } from './sim-expiry';

const NOW = new Date(2024, 5, 20, 12, 0, 0).getTime();
const device = (over: Partial<SimDevice>): SimDevice => ({
  device_id: 'AW00001',
  device_name: 'Pond 1',
  iccid: '8986000000000000001',
  supplier: 'wm',
  expiry_date: '2024-06-01',
  ...over,
});

describe('simExpiryAlarms', () => {
  it('warns for a wm SIM expired more than a week ago', () => {
    expect(simExpiryAlarms([device({})], NOW)).toEqual([
      { msisdn: '8986000000000000001', datetime: '2024-06-01', device_id: 'AW00001', device_name: 'Pond 1' },
    ]);
  });

  it('warns exactly at the 604800000 ms boundary and not one millisecond before', () => {
    const expiry = new Date(2024, 5, 13).getTime();
    expect(simExpiryAlarms([device({ expiry_date: '2024-06-13' })], expiry + SIM_EXPIRY_GRACE_MS)).toHaveLength(1);
    expect(simExpiryAlarms([device({ expiry_date: '2024-06-13' })], expiry + SIM_EXPIRY_GRACE_MS - 1)).toHaveLength(0);
  });

  it('ignores SIMs without iccid, of another supplier, without an expiry date or not yet expired', () => {
    const devices = [
      device({ iccid: null }),
      device({ iccid: '  ' }),
      device({ supplier: 'other' }),
      device({ expiry_date: null }),
      device({ expiry_date: '' }),
      device({ expiry_date: '2024-06-18' }),
      device({ expiry_date: 'not a date' }),
    ];
    expect(simExpiryAlarms(devices, NOW)).toEqual([]);
  });
});
