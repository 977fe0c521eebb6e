import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { ensureDeviceSecrets, loadSimKey, verifyDeviceSecret } from './device-secrets';
import { connectExternalBroker } from './external-client';
import { startEmbeddedBroker } from './embedded-broker';
import { decodeMessagePayload, downTopic } from './topics';
import type { DeviceHandlers, MqttTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded broker's port once the app is ready (null with MQTT_URL or before ready). */
    mqttPort: number | null;
    /** The key the simulator derives seeded devices' secrets from. */
    simKey: string;
  }
}

/**
 * Provides the MQTT side: the embedded Aedes broker on MQTT_PORT, or a client of MQTT_URL.
 * Devices authenticate with their secret; telemetry goes to app.ingest, connections and status
 * messages to app.presence (which counts them as signs of life, never a disconnect as an end of
 * one), replies and p2p to bus `deviceMessage` (and are signs of life too); bus `command` is published
 * down at QoS 1. Starts when the app is ready and closes with it. Needs app.ingest, app.presence.
 */
export const mqttPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    const db = app.database.db;
    const simKey = await loadSimKey(db);
    if ((await ensureDeviceSecrets(db, simKey)) > 0) await app.ingest.registry.loadAll();
    app.decorate('simKey', simKey);
    app.decorate('mqttPort', null);

    const handlers: DeviceHandlers = {
      authenticate: (deviceId, password) => {
        const device = app.ingest.registry.get(deviceId);
        return device !== undefined && device.enabled && verifyDeviceSecret(password, device.secretHash);
      },
      telemetry: async (deviceId, payload) => {
        await app.ingest.submit(deviceId, payload);
      },
      presence: (deviceId, status) => app.presence.signal(deviceId, status),
      message: (deviceId, channel, payload) => {
        app.presence.heartbeat(deviceId); // a device that replies is alive
        app.bus.emit('deviceMessage', { deviceId, channel, payload: decodeMessagePayload(payload), ts: Date.now() });
      },
      refused: (deviceId, reason, detail, payload) => app.ingest.refuse(deviceId, reason, payload, detail),
    };

    let transport: MqttTransport | null = null;
    app.bus.on('command', ({ deviceId, channel, payload }) => {
      if (!transport) return app.log.warn({ deviceId }, 'command dropped: MQTT not started');
      const body = Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload));
      transport.publish(downTopic(deviceId, channel), body, 1).catch((error: unknown) => {
        app.log.error({ err: error, deviceId }, 'command publish failed');
      });
    });

    app.addHook('onReady', async () => {
      transport = config.mqttUrl
        ? await connectExternalBroker(
          {
            url: config.mqttUrl,
            clientId: config.mqttClientId,
            dataDir: config.dataDir,
            shareGroup: config.mqttShareGroup,
            holdsKeeper: () => app.leases.held('mqtt-restart-keeper'),
          },
          handlers,
          app.log,
        )
        : await startEmbeddedBroker(config.mqttPort, config.host, handlers, app.log);
      app.mqttPort = transport.port;
    });
    app.addHook('preClose', async () => {
      await transport?.close();
      transport = null;
    });
  },
  { name: 'mqtt', dependencies: ['database', 'leases', 'bus', 'ingest', 'alarms'] },
);
