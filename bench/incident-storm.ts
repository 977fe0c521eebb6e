/**
 * npm run bench:incident-storm (issue 36 item 5): an alarm storm against the incident engine,
 * written to bench/RESULTS.md ("Incident storm").
 *
 * A fresh server (PGlite, simulator off), one company with 50 pond monitors on one site, one duty
 * contact, and a rule per device texting the contact on its alarm (warning interval 1 s, so the
 * rules themselves hold nothing back). For 10 s every device's oxygen swings across its limit
 * every 500 ms: 10 alarms raised per device, 500 in all. Measured: alarms and readings per second
 * in, rule firings, SMS sent (notification charges), incidents opened, and the engine's lag (from
 * the last reading until every raised alarm has joined its incident and every firing is recorded).
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { startTestServer } from '../tests/helpers/test-server';
import { freshCompany } from '../tests/helpers/test-company';
import { ApiClient } from '../tests/helpers/api-client';
import { writeResultsSection } from './results-file';

const HEADING = '## Incident storm (bench:incident-storm)';
const DEVICES = 50;
const SWINGS = 20;
const STEP_MS = 500;

const count = async (query: Promise<{ n: string | number | bigint }>) => Number((await query).n);

async function main() {
  const server = await startTestServer({ LOG_LEVEL: 'silent', SIM: '0' });
  const db = server.app.database.db;
  try {
    const company = await freshCompany(server, { devices: DEVICES });
    const agent = new ApiClient(server.origin);
    await agent.login(...company.agent);
    const place = await db.selectFrom('devices').select(['longitude', 'latitude']).where('device_id', '=', company.devices[0]).executeTakeFirstOrThrow();
    await db.insertInto('sites').values({ tenant_id: company.id, name: '基地', name_en: 'Base', kind: 'aquaculture', longitude: place.longitude!, latitude: place.latitude!, radius_m: 5000 }).execute();
    const contact = (await agent.post<{ id: number }>('/alarmContacts', { name: 'duty', phone: '13900000999', tenant_id: company.id })).body.data!.id;
    for (const deviceId of company.devices) {
      await agent.post('/rule', {
        action: 'create', name: `alarm ${deviceId}`, tenant_id: company.id, warning_interval_s: 1,
        triggers: [{ type: 'event', device_id: deviceId, event: 'warning' }], actions: [{ type: 'sms', contacts: [contact] }],
      });
    }
    await db.updateTable('device_params').set({ min: 4, max: 100, isHigh: 2, waitTime: 0, isOpen: 1, startValue: 0, endValue: 1000 })
      .where('device_id', 'in', company.devices).where('param_key', '=', 'do').execute();
    for (const deviceId of company.devices) await server.app.ingest.registry.reload(deviceId);

    const started = Date.now();
    for (let swing = 0; swing < SWINGS; swing++) {
      const ts = started + swing * STEP_MS;
      for (const deviceId of company.devices) server.app.bus.emit('telemetryIn', { deviceId, ts, values: { do: swing % 2 === 0 ? 3 : 6 } });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, ts + STEP_MS - Date.now())));
    }
    const fed = Date.now();
    const raised = () => count(db.selectFrom('alarms').where('tenant_id', '=', company.id).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow());
    const joined = () => count(db.selectFrom('incident_alarms').innerJoin('incidents', 'incidents.id', 'incident_alarms.incident_id').where('incidents.tenant_id', '=', company.id).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow());
    const firings = () => count(db.selectFrom('rule_history').where('tenant_id', '=', company.id).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow());
    let settled = false;
    let lastFirings = -1;
    while (!settled && Date.now() - fed < 120_000) {
      await server.app.alarms.idle();
      await server.app.incidents.idle();
      const [r, j, f] = await Promise.all([raised(), joined(), firings()]);
      settled = r === j && f === lastFirings;
      lastFirings = f;
      if (!settled) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lagMs = Date.now() - fed;
    const [alarms, fired, incidents, sms] = await Promise.all([
      raised(),
      firings(),
      count(db.selectFrom('incidents').where('tenant_id', '=', company.id).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()),
      count(db.selectFrom('notification_charges').where('tenant_id', '=', company.id).where('channel', '=', 'sms').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()),
    ]);
    const seconds = (fed - started) / 1000;
    const machine = `${execSync('nproc').toString().trim()} CPU(s), ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load ${loadavg()[0].toFixed(1)}`;
    const section = [
      HEADING,
      '',
      `${new Date().toISOString().slice(0, 10)}, ${machine}, PGlite. ${DEVICES} devices on one site, one contact, a rule per device texting it on an alarm (warning interval 1 s).`,
      '',
      '| readings in | alarms raised | alarms/s in | rule firings | SMS sent | incidents | engine lag after the last reading |',
      '|---|---|---|---|---|---|---|',
      `| ${DEVICES * SWINGS} in ${seconds.toFixed(1)} s | ${alarms} | ${(alarms / seconds).toFixed(0)} | ${fired} | ${sms} | ${incidents} | ${lagMs} ms${settled ? '' : ' (not settled in 120 s)'} |`,
      '',
      `At most one SMS per person per incident: ${sms} SMS for ${incidents} incidents (one per flapping series) where the ${fired} firings alone would have sent ${fired}.`,
      // The feed shares the server's event loop: a feed longer than planned is the server taking alarms as fast as it could.
      `The feed is paced on the server's own event loop (${DEVICES * SWINGS} readings planned over ${(SWINGS * STEP_MS) / 1000} s): a longer feed means the server took them as fast as it could, and the lag is what was left after the last one.`,
    ].join('\n');
    console.log(section);
    writeResultsSection(HEADING, section);
  } finally {
    await server.close();
  }
}

await main();
