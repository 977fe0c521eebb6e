import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';
import type { Ticket } from '../../shared/contract/api/service';

/**
 * Photos of an after-sales ticket's symptom: the customer who opened it uploads images (typed by
 * their bytes, bounded in size and number); both sides see them; other companies get 404.
 */
let server: TestServer;
let customer: ApiClient; // the company's duty user (the demo fishscreen's rights)
let customerZh: ApiClient;
let agent: ApiClient;
let grower: ApiClient;
let farmer: ApiClient;
let ticket: Ticket;
const db = () => server.app.database.db;
const jpeg = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#aa3300' } }).jpeg().toBuffer();
/** The ticket's photos: other files' tickets on the shared server have theirs. */
const photos = () =>
  db().selectFrom('aftersale_photos').selectAll().where('ticket_id', '=', (eb) => eb.selectFrom('aftersale_tickets').select('id').where('aftersale_no', '=', ticket.aftersale_no)).orderBy('id').execute();
const upload = (client: ApiClient, bytes: Uint8Array, no = ticket.aftersale_no, type = 'image/jpeg') => client.upload<Ticket>(`/service/tickets/${no}/photos`, bytes, 'symptom.jpg', type);

beforeAll(async () => {
  server = await sharedServer();
  const [company, otherCompany] = await Promise.all([freshCompany(server, { devices: 1, users: ['fishscreen'] }), freshCompany(server, { devices: 0, users: ['grower'] })]);
  customer = new ApiClient(server.origin);
  customerZh = new ApiClient(server.origin, 'zh-CN');
  agent = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  farmer = new ApiClient(server.origin);
  await Promise.all([customer.login(...company.users.fishscreen!), customerZh.login(...company.users.fishscreen!), agent.login(...company.agent), grower.login(...otherCompany.users.grower!), farmer.login(...company.farmer)]);
  ticket = (await customer.post<Ticket>('/afterSale/add', { device_id: company.devices[0], symptom: 'Cracked probe housing' })).body.data!;
});

describe('ticket photos', () => {
  it('are added by the customer and shown to both sides', async () => {
    expect(ticket.photos).toEqual([]);
    const bytes = await jpeg();
    const res = await upload(customer, bytes);
    expect(res.status).toBe(200);
    expect(res.body.data!.photos).toEqual([expect.objectContaining({ mime: 'image/jpeg', size: bytes.length })]);
    const url = res.body.data!.photos[0].url;
    const managed = (await agent.get<{ rows: Ticket[] }>('/afterSale/manageSearch', { keyword: ticket.aftersale_no })).body.data!.rows[0];
    expect(managed.photos.map((p) => p.url)).toEqual([url]);
    for (const client of [customer, agent]) {
      const file = await fetch(new URL(url, server.origin), { headers: { cookie: `sid=${client.cookie('sid')}` } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('are out of reach of other companies and of users without the service codes', async () => {
    const url = (await customer.get<{ rows: Ticket[] }>('/afterSale/search')).body.data!.rows[0].photos[0].url;
    const asGrower = await fetch(new URL(url, server.origin), { headers: { cookie: `sid=${grower.cookie('sid')}` } });
    expect(asGrower.status).toBe(404);
    const asFarmer = await fetch(new URL(url, server.origin), { headers: { cookie: `sid=${farmer.cookie('sid')}` } });
    expect(asFarmer.status).toBe(403);
    const before = await photos();
    expect((await upload(grower, await jpeg())).status).toBe(404);
    expect((await upload(farmer, await jpeg())).status).toBe(403);
    // Staff see the ticket but only the customer who opened it adds photos.
    expect((await upload(agent, await jpeg())).status).toBe(403);
    expect(await photos()).toEqual(before);
  });

  it('refuse what is not an image, an oversize file and a seventh photo, writing nothing', async () => {
    const before = await photos();
    const pdf = await upload(customer, Buffer.from('%PDF-1.4 not a photo'), ticket.aftersale_no, 'image/jpeg');
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toMatch(/PNG, JPEG or WebP/);
    expect((await upload(customerZh, Buffer.from('<svg/>'))).body.message).toContain('照片只能是');
    const big = await upload(customer, Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/5 MB/);
    expect((await upload(customer, await jpeg(), 'AS0000000000')).status).toBe(404);
    expect(await photos()).toEqual(before);

    for (let i = before.length; i < 6; i++) expect((await upload(customer, await jpeg())).status).toBe(200);
    const seventh = await upload(customer, await jpeg());
    expect(seventh.status).toBe(409);
    expect(seventh.body.message).toMatch(/at most 6/);
    expect(await photos()).toHaveLength(6);
  });
});
