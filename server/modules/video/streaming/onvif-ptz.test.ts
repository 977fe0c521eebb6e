import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOnvifDouble, type OnvifDouble } from '../../../../tests/helpers/onvif-double';
import { ProviderError } from './provider';
import { OnvifClient } from './onvif-ptz';

let onvif: OnvifDouble;
beforeAll(async () => {
  onvif = await startOnvifDouble();
});
afterAll(async () => {
  await onvif?.close();
});

describe('the ONVIF client', () => {
  it('connects once per camera, and again after a call fails (a camera that rebooted)', async () => {
    const client = new OnvifClient();
    const target = { url: onvif.url, user: null, password: null };
    const connections = () => onvif.calls.filter((call) => call.operation === 'GetSystemDateAndTime').length;
    await client.move(target, 'left', 1);
    await client.stop(target);
    expect(connections()).toBe(1);
    onvif.refuseNext('ContinuousMove');
    await expect(client.move(target, 'left', 1)).rejects.toBeInstanceOf(ProviderError);
    await client.stop(target);
    expect(connections()).toBe(2);
  });
});
