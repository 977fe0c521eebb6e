import type { FastifyBaseLogger } from 'fastify';
import type { DeviceEntry, DeviceRegistry } from '../ingest/device-registry';
import { deriveDeviceSecret, verifyDeviceSecret } from '../mqtt/device-secrets';
import { SimulatedDevice } from './simulated-device';

/**
 * Every enabled device whose secret the simulator can derive (the seeded ones) becomes a
 * SimulatedDevice on the given broker URL. Devices created later with a random secret are real
 * devices and are left alone.
 */
export class Simulator {
  private readonly devices: SimulatedDevice[] = [];
  /** The devices simulated since start(): the demo history is backfilled for these only. */
  readonly entries: DeviceEntry[] = [];

  constructor(
    private readonly registry: DeviceRegistry,
    private readonly simKey: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(url: string): number {
    for (const device of this.registry.all()) {
      if (!device.enabled) continue;
      const secret = deriveDeviceSecret(this.simKey, device.deviceId);
      if (!verifyDeviceSecret(secret, device.secretHash)) continue;
      const simulated = new SimulatedDevice(device, url, secret);
      simulated.start();
      this.devices.push(simulated);
      this.entries.push(device);
    }
    this.log.info({ devices: this.devices.length }, 'device simulator started');
    return this.devices.length;
  }

  async stop(): Promise<void> {
    await Promise.all(this.devices.map((d) => d.stop()));
    this.devices.length = 0;
    this.entries.length = 0;
  }
}
