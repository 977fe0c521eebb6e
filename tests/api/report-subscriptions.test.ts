import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import { mailSubject, mailText, startTestSmtp } from '../../server/modules/notifications/test-smtp';
import { reportSenderOf, type ReportSender } from '../../server/modules/report-subscriptions';
import { ReportSender as Sender } from '../../server/modules/report-subscriptions/sender';
import { configuredMailer } from '../../server/modules/report-subscriptions/mailer';
import { CLAIM_MS } from '../../server/modules/report-subscriptions/sender';
import type { Subscription } from '../../shared/contract/api/report-subscriptions';

/** The parts of a multipart mail: its text and its attached workbook. */
function partsOf(raw: string) {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)![1];
  const parts = raw.split(`--${boundary}`).map((p) => p.replace(/^\r?\n/, ''));
  const text = mailText(parts.find((p) => /content-type:\s*text\/plain/i.test(p))!);
  const attached = parts.find((p) => /content-disposition:\s*attachment/i.test(p))!;
  const filename = /filename="?([^";\r\n]+)"?/i.exec(attached)![1];
  const bytes = Buffer.from(attached.split(/\r?\n\r?\n/).slice(1).join('').replace(/\s+/g, ''), 'base64');
  return { text, filename, bytes };
}

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let sender: ReportSender;
let admin: ApiClient;
let shanghai: TestCompany;
let berlin: TestCompany;
/** Shanghai's farmer in Chinese, Berlin's in English. */
let zhFarmer: ApiClient;
let enFarmer: ApiClient;

/** The day reported: 10 May 2026, local in each company's zone. */
const DAY = '2026-05-10';
const at = (iso: string) => Date.parse(iso);
/** Local midnight ending the day: 16:00 UTC in Shanghai (+08:00), 22:00 UTC in Berlin (+02:00 in May). */
const SHANGHAI_MIDNIGHT = at('2026-05-10T16:00:00Z');
const BERLIN_MIDNIGHT = at('2026-05-10T22:00:00Z');

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.SMTP_FROM = 'smartmon <reports@smartmon.local>';
  // Own server: start-time configuration (SMTP_URL to its own mail double, CONSOLE_URL for the link).
  server = await startTestServer({ CONSOLE_URL: 'https://console.example/' });
  sender = reportSenderOf(server.app);
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  [shanghai, berlin] = [await freshCompany(server), await freshCompany(server)];
  const db = server.app.database.db;
  await db.updateTable('companies').set({ timezone: 'Europe/Berlin' }).where('id', '=', berlin.id).execute();
  for (const deviceId of berlin.devices) await server.app.ingest.registry.reload(deviceId);
  // Water temperature on the day, read in each device's zone.
  for (const deviceId of [...shanghai.devices, ...berlin.devices]) {
    for (const [time, value] of [['08:20:00', 25], ['09:10:00', 27]] as const) {
      const res = await admin.post('/datahis/create', { device_id: deviceId, data: { water_temp: value }, datetime: `${DAY} ${time}` });
      expect(res.status).toBe(200);
    }
  }
  zhFarmer = new ApiClient(server.origin, 'zh-CN');
  await zhFarmer.login(...shanghai.farmer);
  enFarmer = new ApiClient(server.origin, 'en-US');
  await enFarmer.login(...berlin.farmer);
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  delete process.env.SMTP_URL;
  delete process.env.SMTP_FROM;
});

async function subscribe(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post<Subscription>('/reportSubscriptions', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

/** As if subscribed in the afternoon of the day reported (the test's clock is in May 2026). */
async function subscribedAt(id: number, iso = '2026-05-10T10:00:00Z') {
  await server.app.database.db.updateTable('report_subscriptions').set({ created_at: new Date(iso) }).where('id', '=', id).execute();
}

const sweepAt = (now: number) => {
  sender.now = () => now;
  return sender.sweep();
};

const deliveriesOf = (subscriptionId: number) =>
  server.app.database.db.selectFrom('report_deliveries').selectAll().where('subscription_id', '=', subscriptionId).execute();

describe('reports by e-mail', () => {
  it('mail a daily report at local midnight of each company, in the subscriber\'s language, with its rows and a link', async () => {
    const zh = await subscribe(zhFarmer, { kind: 'device', device_id: shanghai.devices[0], period: 'day', deliver_at: 'midnight' });
    const en = await subscribe(enFarmer, { kind: 'device', device_id: berlin.devices[0], period: 'day', deliver_at: 'midnight' });
    expect(zh).toMatchObject({ email: `farmer-${shanghai.farmer[0].slice('farmer-'.length)}@smartmon.local`, lang: 'zh-CN', last_sent_at: null });
    await subscribedAt(zh.id);
    await subscribedAt(en.id);

    expect(await sweepAt(SHANGHAI_MIDNIGHT - 1000)).toMatchObject({ queued: 0, sent: 0 });
    expect(smtp.mails).toHaveLength(0);

    // Midnight in Shanghai: Shanghai's day is mailed, Berlin's afternoon mails nothing.
    expect(await sweepAt(SHANGHAI_MIDNIGHT)).toMatchObject({ queued: 1, sent: 1 });
    expect(smtp.mails.map((m) => m.to)).toEqual([[zh.email]]);
    expect(await sweepAt(BERLIN_MIDNIGHT - 1000)).toMatchObject({ queued: 0, sent: 0 });
    expect(await sweepAt(BERLIN_MIDNIGHT)).toMatchObject({ queued: 1, sent: 1 });
    expect(smtp.mails.map((m) => m.to)).toEqual([[zh.email], [en.email]]);

    const [zhMail, enMail] = smtp.mails;
    expect(mailSubject(zhMail.raw)).toContain('设备报表');
    expect(mailSubject(zhMail.raw)).toContain(`${DAY} 至 ${DAY}`);
    expect(mailSubject(enMail.raw)).toBe(`Device report (daily): ${en.target_name} (${berlin.devices[0]}), ${DAY} to ${DAY}`);
    const zhParts = partsOf(zhMail.raw);
    const enParts = partsOf(enMail.raw);
    expect(enParts.text).toContain(`https://console.example/report/day?device_id=${berlin.devices[0]}&date=${DAY}`);
    expect(zhParts.text).toContain('在控制台查看');
    expect(enParts.filename).toBe(`report-day-${berlin.devices[0]}-${DAY}.xlsx`);

    // The attachments reopen with their rows: the day's hours in each device's own zone.
    const enBook = await workbookOf(enParts.bytes);
    const enSheet = enBook.getWorksheet('Water temperature')!;
    expect(String(enSheet.getCell('A1').value)).toContain(`Daily report · ${DAY} - ${DAY}`);
    const hours = enSheet.getRows(6, enSheet.rowCount - 5)!.map((r) => [r.getCell(1).value, r.getCell(2).value]);
    expect(hours).toEqual([[`${DAY} 08:00`, 25], [`${DAY} 09:00`, 27]]);
    const zhSheet = (await workbookOf(zhParts.bytes)).getWorksheet('水温')!;
    expect(zhSheet.getRows(6, zhSheet.rowCount - 5)!.map((r) => r.getCell(1).value)).toEqual([`${DAY} 08:00`, `${DAY} 09:00`]);

    // Later sweeps find both delivered; the list shows when.
    expect(await sweepAt(BERLIN_MIDNIGHT + 3_600_000)).toMatchObject({ queued: 0, sent: 0 });
    expect(smtp.mails).toHaveLength(2);
    const listed = (await enFarmer.get<Subscription[]>('/reportSubscriptions')).body.data!;
    expect(listed.map((s) => s.id)).toEqual([en.id]);
    expect(listed[0].last_sent_at).toBe(new Date(BERLIN_MIDNIGHT).toISOString());
  });

  it('retry a refused mail after a pause, record each attempt, and deliver it once', async () => {
    const sub = await subscribe(zhFarmer, { kind: 'device', device_id: shanghai.devices[1], period: 'day', deliver_at: 'morning' });
    await subscribedAt(sub.id);
    const seven = at('2026-05-10T23:00:00Z'); // 07:00 on 11 May in Shanghai
    const before = smtp.mails.length;
    smtp.state.refuse = 1;
    expect(await sweepAt(seven)).toMatchObject({ queued: 1, sent: 0, retrying: 1 });
    expect(smtp.state.refused).toBe(1);
    const [first] = await deliveriesOf(sub.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.last_error).toMatch(/mailbox busy/);

    // Not before the back-off has passed, then once.
    expect(await sweepAt(seven + 30_000)).toMatchObject({ sent: 0, retrying: 0 });
    expect(await sweepAt(seven + 61_000)).toMatchObject({ sent: 1 });
    expect(await sweepAt(seven + 3_600_000)).toMatchObject({ sent: 0 });
    expect(smtp.mails.length - before).toBe(1);
    expect(await deliveriesOf(sub.id)).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  it('send once whatever the number of sweeps at the same time, and take over a send a dead process left', async () => {
    const sub = await subscribe(enFarmer, { kind: 'device', device_id: berlin.devices[1], period: 'week', deliver_at: 'midnight' });
    await subscribedAt(sub.id, '2026-05-06T10:00:00Z');
    // Monday 11 May 00:00 in Berlin ends the week of 4 May; two senders on the one database.
    const monday = at('2026-05-10T22:00:00Z');
    const other = new Sender(server.app, configuredMailer(process.env), 'https://console.example');
    other.now = () => monday;
    sender.now = () => monday;
    const before = smtp.mails.length;
    const results = await Promise.all([sender.sweep(), other.sweep(), sender.sweep()]);
    other.close();
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(smtp.mails.length - before).toBe(1);
    expect(await deliveriesOf(sub.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);

    // A delivery claimed by a process that died before its mail went out: left alone while the claim holds, then sent once.
    const next = at('2026-05-17T22:00:00Z');
    await server.app.database.db
      .insertInto('report_deliveries')
      .values({ subscription_id: sub.id, period_start: new Date(monday), period_end: new Date(next), status: 'sending', attempts: 1, next_attempt_at: new Date(next + CLAIM_MS) })
      .execute();
    const weekly = () => smtp.mails.filter((m) => mailSubject(m.raw).startsWith('Device report (weekly)')).length;
    await sweepAt(next + 60_000);
    expect((await deliveriesOf(sub.id)).find((d) => new Date(d.period_start).getTime() === monday)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(weekly()).toBe(1);
    await sweepAt(next + CLAIM_MS);
    await sweepAt(next + CLAIM_MS + 60_000);
    expect((await deliveriesOf(sub.id)).find((d) => new Date(d.period_start).getTime() === monday)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(weekly()).toBe(2);
  });

  it('mail the good and polluted days of the month just ended, by the download\'s own workbook', async () => {
    const agent = new ApiClient(server.origin, 'en-US');
    await agent.login(...shanghai.agent);
    const sub = await subscribe(agent, { kind: 'pollution', device_id: shanghai.devices[0], period: 'month', deliver_at: 'midnight' });
    await subscribedAt(sub.id);
    const before = smtp.mails.length;
    // 1 June 00:00 in Shanghai ends May.
    await sweepAt(at('2026-05-31T16:00:00Z'));
    const mails = smtp.mails.slice(before).filter((m) => m.to.includes(sub.email));
    expect(mails).toHaveLength(1);
    expect(mailSubject(mails[0].raw)).toBe(`Good and polluted days (monthly): ${sub.target_name} (${shanghai.devices[0]}), 2026-05-01 to 2026-05-31`);
    const { filename, bytes } = partsOf(mails[0].raw);
    expect(filename).toBe(`pollution-${shanghai.devices[0]}-2026-05-2026-05.xlsx`);
    const book = await workbookOf(bytes);
    expect(book.worksheets.map((w) => w.name)).toEqual(['By month', 'Day by day']);
    const days = book.getWorksheet('Day by day')!;
    // Title, header, then the month's 31 days.
    expect(days.rowCount).toBe(33);
    expect(days.getCell('A3').value).toBe('2026-05-01');
  });

  it('mail a site\'s daily report, every device of the site a sheet', async () => {
    const db = server.app.database.db;
    const place = await db.selectFrom('devices').select(['longitude', 'latitude']).where('device_id', '=', shanghai.devices[0]).executeTakeFirstOrThrow();
    const site = await db
      .insertInto('sites')
      .values({ tenant_id: shanghai.id, name: '一号基地', name_en: 'Base one', kind: 'aquaculture', longitude: place.longitude!, latitude: place.latitude!, radius_m: 1000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const agent = new ApiClient(server.origin, 'en-US');
    await agent.login(...shanghai.agent);
    const sub = await subscribe(agent, { kind: 'site', site_id: site.id, period: 'day', deliver_at: 'midnight' });
    expect(sub.target_name).toBe('一号基地');
    await subscribedAt(sub.id);
    const before = smtp.mails.length;
    await sweepAt(SHANGHAI_MIDNIGHT);
    const mails = smtp.mails.slice(before).filter((m) => mailSubject(m.raw).startsWith('Site report'));
    expect(mails).toHaveLength(1);
    expect(mailSubject(mails[0].raw)).toBe(`Site report (daily): Base one, ${DAY} to ${DAY}`);
    const { filename, bytes, text } = partsOf(mails[0].raw);
    expect(filename).toBe(`report-site-day-${site.id}-${DAY}.xlsx`);
    expect(text).toContain(`https://console.example/report/day?site_id=${site.id}&date=${DAY}`);
    const book = await workbookOf(bytes);
    const sheet = book.worksheets.find((w) => w.name.includes(shanghai.devices[0]))!;
    const temperature = sheet.getRows(3, sheet.rowCount - 2)!.find((r) => String(r.getCell(1).value).startsWith('Water temperature'))!;
    expect([temperature.getCell(2).value, temperature.getCell(3).value, temperature.getCell(5).value]).toEqual([2, 25, 27]);
  });

  it('keep each user\'s subscriptions their own: another user sees none, changes none, subscribes to nothing it cannot see', async () => {
    const mine = await subscribe(zhFarmer, { kind: 'device', device_id: shanghai.devices[0], period: 'month', deliver_at: 'morning', email: 'pond@example.com' });
    const theirs = (await enFarmer.get<Subscription[]>('/reportSubscriptions')).body.data!;
    expect(theirs.map((s) => s.id)).not.toContain(mine.id);
    expect((await enFarmer.put(`/reportSubscriptions/${mine.id}`, { period: 'day' })).status).toBe(404);
    expect((await enFarmer.delete(`/reportSubscriptions/${mine.id}`)).status).toBe(404);
    expect((await enFarmer.post('/reportSubscriptions', { kind: 'device', device_id: shanghai.devices[0], period: 'day', deliver_at: 'midnight' })).status).toBe(404);
    // The AQI report is not the farmer's to open (5005): not his to subscribe to either.
    expect((await enFarmer.post('/reportSubscriptions', { kind: 'aqi', device_id: berlin.devices[0], period: 'month', deliver_at: 'midnight' })).status).toBe(403);
    const row = await server.app.database.db.selectFrom('report_subscriptions').select(['period', 'email']).where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ period: 'month', email: 'pond@example.com' });

    // Its owner changes and ends it.
    const changed = await zhFarmer.put<Subscription>(`/reportSubscriptions/${mine.id}`, { period: 'week' });
    expect(changed.body.data).toMatchObject({ period: 'week', email: 'pond@example.com' });
    expect((await zhFarmer.delete(`/reportSubscriptions/${mine.id}`)).status).toBe(200);
    expect((await zhFarmer.get<Subscription[]>('/reportSubscriptions')).body.data!.map((s) => s.id)).not.toContain(mine.id);
  });

  it('refuse bad input in the caller\'s language and write nothing', async () => {
    const count = async () => (await server.app.database.db.selectFrom('report_subscriptions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const noDevice = await enFarmer.post('/reportSubscriptions', { kind: 'device', period: 'day', deliver_at: 'midnight' });
    expect(noDevice.status).toBe(400);
    expect((noDevice.body as { message: string }).message).toBe('Choose a device');
    const badMail = await zhFarmer.post('/reportSubscriptions', { kind: 'device', device_id: shanghai.devices[0], period: 'day', deliver_at: 'midnight', email: 'not-an-address' });
    expect(badMail.status).toBe(400);
    expect((badMail.body as { message: string }).message).toBe('邮箱格式不正确');
    const badPeriod = await enFarmer.post('/reportSubscriptions', { kind: 'device', device_id: berlin.devices[0], period: 'year', deliver_at: 'midnight' });
    expect(badPeriod.status).toBe(400);
    expect(Number(await count())).toBe(Number(before));
  });
});
