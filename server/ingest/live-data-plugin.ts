import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { alarmsPlugin } from '../modules/alarms';
import { incidentsPlugin } from '../modules/incidents';
import { modbusPlugin } from '../modbus/modbus-plugin';
import { mqttPlugin } from '../mqtt/mqtt-plugin';
import { pushPlugin } from '../push/push-plugin';
import { simPlugin } from '../sim/sim-plugin';
import { telemetryPartitionsPlugin } from '../telemetry/partitions-plugin';
import { ingestPlugin } from './ingest-plugin';

/**
 * The live data path of DESIGN.md in one registration: telemetry's time partitions, ingest, alarms and presence, incidents, the MQTT
 * broker or client, the Modbus poller and DTU listener, socket.io push, and the simulator (unless SIM=0). Registered before the API
 * modules, which read app.ingest, app.alarms and app.presence. Closing the app stops them in the
 * reverse order (simulator first, ingest last, so queued readings are written).
 */
export const liveDataPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    await app.register(telemetryPartitionsPlugin, options);
    await app.register(ingestPlugin, options);
    await app.register(alarmsPlugin, options);
    await app.register(incidentsPlugin);
    await app.register(mqttPlugin, options);
    await app.register(modbusPlugin, options);
    await app.register(pushPlugin, options);
    if (options.config.sim) await app.register(simPlugin, options);
  },
  { name: 'live-data', dependencies: ['database', 'leases', 'bus'] },
);
