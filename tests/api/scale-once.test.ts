import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { AlarmEngine } from '../../server/modules/alarms/engine/alarm-engine';
import { TelemetryBus, type AlarmEvent } from '../../server/telemetry/bus';
import { waitFor, STARTUP_TIMEOUT_MS } from './telemetry-helpers';

/**
 * Scale-out (issue 25): a second API instance sharing the database is stood in for by a second
 * alarm engine on its own bus. With TEST_DATABASE_URL (npm run test:pg) the two race on real
 * PostgreSQL connections; on PGlite their statements interleave on the one connection.
 */
let server: TestServer;
const DEVICE = 'AW00006';
const PARAM = 'do';
const READINGS = 50;

beforeAll(async () => {
  // Own server: its scheduled jobs' leases and runs are counted on the whole server.
  server = await startTestServer();
  // Raise on the first out-of-range reading, so every one of the racing readings could raise.
  await server.app.database.db.updateTable('device_params').set({ waitTime: 0, period: 1, maxTime: 3 }).where('device_id', '=', DEVICE).where('param_key', '=', PARAM).execute();
  await server.app.ingest.registry.reload(DEVICE);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
});

describe('an alarm raised by two instances at once', () => {
  it('stores one active alarm for the device and parameter, announced once; the other instance adopts it', async () => {
    const secondBus = new TelemetryBus();
    const second = new AlarmEngine(server.app.database.db, secondBus, server.app.ingest.registry, server.app.log);
    await second.start();
    const events: AlarmEvent[] = [];
    const collect = (e: AlarmEvent) => e.deviceId === DEVICE && e.paramKey === PARAM && e.state === 'raised' && events.push(e);
    server.app.bus.on('alarm', collect);
    secondBus.on('alarm', collect);
    const tenantId = server.app.ingest.registry.get(DEVICE)!.tenantId;
    const t0 = Date.now() - 60_000;

    // 50 concurrent out-of-range readings, split between the instances as a shared subscription would.
    for (let i = 0; i < READINGS; i++) {
      const engine = i % 2 === 0 ? server.app.alarms : second;
      engine.onReading({ deviceId: DEVICE, tenantId, ts: t0 + i, values: { [PARAM]: 1 }, invalid: [] });
    }
    await Promise.all([server.app.alarms.idle(), second.idle()]);

    const open = await server.app.database.db
      .selectFrom('alarms').select('id').where('device_id', '=', DEVICE).where('param_key', '=', PARAM).where('cleared_at', 'is', null).execute();
    expect(open).toHaveLength(1);
    expect(events).toHaveLength(1);
    expect(events[0].alarmId).toBe(open[0].id);
    expect(server.app.alarms.activeOf(DEVICE, PARAM)?.id).toBe(open[0].id);
    expect(second.activeOf(DEVICE, PARAM)?.id).toBe(open[0].id);

    // Back in range on either instance: it clears the one alarm, and nothing is left open.
    second.onReading({ deviceId: DEVICE, tenantId, ts: t0 + READINGS, values: { [PARAM]: 6 }, invalid: [] });
    await second.idle();
    await waitFor(async () => {
      const left = await server.app.database.db
        .selectFrom('alarms').select('id').where('device_id', '=', DEVICE).where('param_key', '=', PARAM).where('cleared_at', 'is', null).execute();
      return left.length === 0;
    });
  });
});
