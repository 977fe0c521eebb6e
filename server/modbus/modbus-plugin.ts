import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { DEFAULT_DTU_OPTIONS, DtuListener, type DtuTarget } from './dtu-listener';
import { ModbusPoller } from './modbus-poller';

declare module 'fastify' {
  interface FastifyInstance {
    modbus: {
      poller: ModbusPoller;
      /** The DTU listener's port once the app is ready; null when MODBUS_DTU_PORT is unset. */
      dtuPort: number | null;
    };
  }
}

/**
 * Modbus devices (issue 38 item 4): the poller of every device with Modbus settings and, with
 * MODBUS_DTU_PORT, the listener DTUs connect out to. Readings go to app.ingest as MQTT's do.
 * Settings are re-read on bus `config` (the settings routes emit it; so does a device's edit or
 * delete); a DTU whose registration no longer names its device is closed. Starts when the app is
 * ready, stops before ingest closes. Needs app.ingest and app.leases.
 */
export const modbusPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    const listener: DtuListener = new DtuListener(
      (registration): DtuTarget | undefined => {
        const target = poller.byRegistration(registration);
        return target && { deviceId: target.deviceId, unitId: target.unitId, framing: target.framing };
      },
      app.log,
      { ...DEFAULT_DTU_OPTIONS, format: config.modbusDtuRegistration },
    );
    const poller: ModbusPoller = new ModbusPoller(app.database.db, app.ingest, listener, () => app.leases.held('modbus-poll'), app.log);
    await poller.load();
    app.decorate('modbus', { poller, dtuPort: null });

    app.bus.on('config', ({ deviceId }) => {
      const before = poller.registrationOf(deviceId);
      poller.reload(deviceId).then(
        () => {
          if (before !== null && poller.registrationOf(deviceId) !== before) listener.drop(deviceId);
        },
        (error: unknown) => app.log.error({ err: error, deviceId }, 'modbus settings reload failed'),
      );
    });
    app.addHook('onReady', async () => {
      if (config.modbusDtuPort !== null) app.modbus.dtuPort = await listener.listen(config.modbusDtuPort, config.host);
      poller.start();
    });
    app.addHook('preClose', async () => {
      await listener.close();
      await poller.stop();
    });
  },
  { name: 'modbus', dependencies: ['database', 'leases', 'bus', 'ingest'] },
);
