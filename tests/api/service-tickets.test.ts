import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { Suggestion, Ticket } from '../../shared/contract/api/service';

/**
 * After-sales tickets from both sides (a customer with 10001, staff with 10002): submitted to
 * closed with a maintenance record and a rating, each step in the customer's message center;
 * suggestions new -> read -> adopted, and read -> declined (never without a reply); other companies' tickets out of reach; bad input refused.
 */
let server: TestServer;
/** The file's companies, as the demo's fish base (its duty staff fishscreen, three ponds) and greenhouses (its technician). */
let fish: TestCompany;
let greenhouse: TestCompany;
let customer: ApiClient; // fishscreen: fish company, 10001
let customerZh: ApiClient;
let staff: ApiClient; // agent: fish company, every code
let farmer: ApiClient; // no 10001/10002
let grower: ApiClient; // greenhouse company
const db = () => server.app.database.db;
const snapshot = async () =>
  JSON.stringify([
    await db().selectFrom('aftersale_tickets').selectAll().orderBy('id').execute(),
    await db().selectFrom('aftersale_records').selectAll().orderBy('id').execute(),
    await db().selectFrom('suggestions').selectAll().orderBy('id').execute(),
  ]);
const step = (client: ApiClient, ticket: Ticket, newDate: Record<string, unknown>) =>
  client.post<Ticket>('/afterSale/update', { oldDate: { aftersale_no: ticket.aftersale_no, status: ticket.status }, newDate });
const noticesOfCustomer = async () => (await customer.get<{ rows: { title: string; content: string }[] }>('/notices/mine')).body.data!.rows;

beforeAll(async () => {
  server = await sharedServer();
  [fish, greenhouse] = await Promise.all([
    freshCompany(server, { devices: 3, users: ['fishscreen'] }),
    freshCompany(server, { devices: 1, like: 'AG00001', users: ['grower'] }),
  ]);
  customer = new ApiClient(server.origin);
  customerZh = new ApiClient(server.origin, 'zh-CN');
  staff = new ApiClient(server.origin);
  farmer = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  await Promise.all([
    customer.login(...fish.users.fishscreen!), customerZh.login(...fish.users.fishscreen!), staff.login(...fish.agent),
    farmer.login(...fish.farmer), grower.login(...greenhouse.users.grower!),
  ]);
});

describe('access', () => {
  it('answers 401 without a session and 403 without the service codes', async () => {
    expect((await new ApiClient(server.origin).get('/afterSale/search')).status).toBe(401);
    expect((await farmer.get('/afterSale/search')).status).toBe(403);
    expect((await farmer.post('/afterSale/add', { device_id: fish.devices[0], symptom: 'x' })).status).toBe(403);
    expect((await customer.get('/afterSale/manageSearch')).status).toBe(403);
    expect((await customer.post('/afterSale/addRecord', { aftersale_no: 'AS0000000', content: 'x', time: Date.now(), handler: 'x' })).status).toBe(403);
    expect((await customer.post('/suggestions/updateStatus', { suggest_no: 'SG0000000', status: 'read' })).status).toBe(403);
  });
});

describe('a ticket from submitted to closed', () => {
  it('is opened by the customer, worked by staff with a maintenance record, and closed with a rating', async () => {
    const added = await customer.post<Ticket>('/afterSale/add', { device_id: fish.devices[0], symptom: 'Dissolved oxygen reads zero', contact_phone: '13900000000' });
    expect(added.status).toBe(200);
    let ticket = added.body.data!;
    expect(ticket).toMatchObject({ status: 'submitted', device_id: fish.devices[0], user_name: fish.users.fishscreen![0], records: [] });
    expect(ticket.aftersale_no).toMatch(/^AS\d{20}$/);

    const managed = await staff.get<{ rows: Ticket[] }>('/afterSale/manageSearch', { status: 'submitted' });
    expect(managed.body.data!.rows.map((t) => t.aftersale_no)).toContain(ticket.aftersale_no);

    // Accepting needs a handler; the customer cannot take staff steps.
    expect((await step(staff, ticket, { status: 'accepted' })).status).toBe(400);
    expect((await step(customer, ticket, { status: 'accepted', handler: 'Wang' })).status).toBe(403);
    ticket = (await step(staff, ticket, { status: 'accepted', handler: 'Wang' })).body.data!;
    expect(ticket).toMatchObject({ status: 'accepted', handler: 'Wang' });
    // Skipping a step, or acting on a status the screen no longer shows, is refused.
    expect((await step(staff, ticket, { status: 'resolved' })).status).toBe(400);
    expect((await staff.post('/afterSale/update', { oldDate: { aftersale_no: ticket.aftersale_no, status: 'submitted' }, newDate: { status: 'accepted', handler: 'Li' } })).status).toBe(409);

    const recorded = await staff.post<Ticket>('/afterSale/addRecord', {
      aftersale_no: ticket.aftersale_no, content: 'Replaced the DO probe', time: Date.now(), measures: 'Probe swapped, calibrated', note: 'Old probe fouled', handler: 'Wang',
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data!.records).toEqual([expect.objectContaining({ content: 'Replaced the DO probe', measures: 'Probe swapped, calibrated', note: 'Old probe fouled', handler: 'Wang' })]);

    ticket = (await step(staff, ticket, { status: 'in_progress' })).body.data!;
    ticket = (await step(staff, ticket, { status: 'resolved' })).body.data!;
    expect(ticket.status).toBe('resolved');
    // Only the customer closes, and only with a rating.
    expect((await step(staff, ticket, { status: 'closed', rating: 5 })).status).toBe(403);
    expect((await step(customer, ticket, { status: 'closed' })).status).toBe(400);
    const closed = await step(customer, ticket, { status: 'closed', rating: 4, rating_note: 'Quick' });
    expect(closed.body.data).toMatchObject({ status: 'closed', rating: 4, rating_note: 'Quick' });

    // The customer sees the whole story, and its message center had a notice for each step.
    const mine = (await customer.get<{ rows: Ticket[] }>('/afterSale/search')).body.data!.rows.find((t) => t.aftersale_no === ticket.aftersale_no)!;
    expect(mine.records).toHaveLength(1);
    const notices = (await noticesOfCustomer()).filter((n) => n.title.includes(ticket.aftersale_no));
    expect(notices.length).toBeGreaterThanOrEqual(5);
  });

  it('lets the customer withdraw a ticket not yet accepted, and not one that was', async () => {
    const ticket = (await customer.post<Ticket>('/afterSale/add', { device_id: fish.devices[1], symptom: 'No data' })).body.data!;
    const other = (await customer.post<Ticket>('/afterSale/add', { device_id: fish.devices[1], symptom: 'Loose cable' })).body.data!;
    await step(staff, other, { status: 'accepted', handler: 'Zhao' });
    expect((await customer.post('/afterSale/delete', { aftersale_no: other.aftersale_no })).status).toBe(400);
    expect((await customer.post('/afterSale/delete', { aftersale_no: ticket.aftersale_no })).status).toBe(200);
    const rows = (await customer.get<{ rows: Ticket[] }>('/afterSale/search')).body.data!.rows.map((t) => t.aftersale_no);
    expect(rows).not.toContain(ticket.aftersale_no);
    expect(rows).toContain(other.aftersale_no);
  });
});

describe('suggestions', () => {
  it('go new -> read -> adopted with a reply that reaches the customer', async () => {
    const added = await customer.post<Suggestion>('/suggestions/add', { content: 'Add a night mode to the big screen' });
    expect(added.body.data).toMatchObject({ status: 'new' });
    const no = added.body.data!.suggest_no;
    expect((await staff.post('/suggestions/updateStatus', { suggest_no: no, status: 'adopted' })).status).toBe(400);
    expect((await staff.post<Suggestion>('/suggestions/updateStatus', { suggest_no: no, status: 'read' })).body.data!.status).toBe('read');
    const adopted = await staff.post<Suggestion>('/suggestions/updateStatus', { suggest_no: no, status: 'adopted', reply: 'Planned for next release' });
    expect(adopted.body.data).toMatchObject({ status: 'adopted', reply: 'Planned for next release' });
    expect((await staff.post('/suggestions/updateStatus', { suggest_no: no, status: 'declined', reply: 'No' })).status).toBe(409);
    const listed = (await customer.get<{ rows: Suggestion[] }>('/suggestions/list')).body.data!.rows;
    expect(listed.find((s) => s.suggest_no === no)).toMatchObject({ status: 'adopted', reply: 'Planned for next release' });
    expect((await noticesOfCustomer()).some((n) => n.title.includes(no))).toBe(true);
  });
});

describe('declining a suggestion', () => {
  it('goes read -> declined with a reply that reaches the customer, and is refused without one in either language, writing nothing', async () => {
    const staffZh = new ApiClient(server.origin, 'zh-CN');
    await staffZh.login(...fish.agent);
    const no = (await customer.post<Suggestion>('/suggestions/add', { content: 'Play a sound on every reading' })).body.data!.suggest_no;
    expect((await staff.post<Suggestion>('/suggestions/updateStatus', { suggest_no: no, status: 'read' })).body.data!.status).toBe('read');

    const noticesBefore = (await noticesOfCustomer()).length;
    const before = await snapshot();
    for (const body of [{ suggest_no: no, status: 'declined' }, { suggest_no: no, status: 'declined', reply: '   ' }]) {
      const en = await staff.post('/suggestions/updateStatus', body);
      expect(en.status, JSON.stringify(body)).toBe(400);
      expect(en.body.message).toBe('Write a reply when adopting or declining');
      const zh = await staffZh.post('/suggestions/updateStatus', body);
      expect(zh.status).toBe(400);
      expect(zh.body.message).toBe('采纳或不采纳时请填写回复');
    }
    expect(await snapshot()).toBe(before);
    expect((await noticesOfCustomer()).length).toBe(noticesBefore);

    const declined = await staff.post<Suggestion>('/suggestions/updateStatus', { suggest_no: no, status: 'declined', reply: 'Too noisy on site; try the alarm sounds instead' });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'declined', reply: 'Too noisy on site; try the alarm sounds instead' });
    // Decided: it neither goes back to read nor becomes adopted.
    expect((await staff.post('/suggestions/updateStatus', { suggest_no: no, status: 'read' })).status).toBe(409);
    expect((await staff.post('/suggestions/updateStatus', { suggest_no: no, status: 'adopted', reply: 'Changed our minds' })).status).toBe(409);
    const mine = (await customer.get<{ rows: Suggestion[] }>('/suggestions/list')).body.data!.rows.find((r) => r.suggest_no === no);
    expect(mine).toMatchObject({ status: 'declined', reply: 'Too noisy on site; try the alarm sounds instead' });
    const notice = (await noticesOfCustomer()).find((n) => n.title.includes(no));
    expect(notice?.content).toContain('declined');
  });
});

describe('tenancy and bad input', () => {
  it("answers another company's ticket and suggestion as not found and changes nothing", async () => {
    const ticket = (await customer.post<Ticket>('/afterSale/add', { device_id: fish.devices[2], symptom: 'Drifting pH' })).body.data!;
    const suggestion = (await customer.post<Suggestion>('/suggestions/add', { content: 'More colours' })).body.data!;
    const before = await snapshot();
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    // The grower holds no service code and, as an ordinary customer, would be no staff with one
    // (service-staff.test.ts): make it an agent of its greenhouse company with staff rights, so
    // only tenancy stands in the way.
    const growerId = (await db().selectFrom('users').select('id').where('user_name', '=', greenhouse.users.grower![0]).executeTakeFirstOrThrow()).id;
    await db().updateTable('users').set({ user_type: 'agent' }).where('id', '=', growerId).execute();
    expect((await admin.post('/userauth/addPermission', { userId: growerId, codes: ['10', '10002'] })).status).toBe(200);
    await grower.login(...greenhouse.users.grower!);
    expect((await grower.get<{ rows: Ticket[] }>('/afterSale/manageSearch')).body.data!.rows.map((t) => t.aftersale_no)).not.toContain(ticket.aftersale_no);
    expect((await step(grower, ticket, { status: 'accepted', handler: 'X' })).status).toBe(404);
    expect((await grower.post('/afterSale/addRecord', { aftersale_no: ticket.aftersale_no, content: 'x', time: Date.now(), handler: 'x' })).status).toBe(404);
    expect((await grower.post('/afterSale/delete', { aftersale_no: ticket.aftersale_no })).status).toBe(404);
    expect((await grower.post('/suggestions/updateStatus', { suggest_no: suggestion.suggest_no, status: 'read' })).status).toBe(404);
    expect((await grower.post('/afterSale/add', { device_id: fish.devices[0], symptom: 'not mine' })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('refuses bad bodies, naming the field in the caller language, and writes nothing', async () => {
    const before = await snapshot();
    for (const body of [{}, { device_id: fish.devices[0] }, { device_id: fish.devices[0], symptom: '   ' }, { device_id: fish.devices[0], symptom: 'x'.repeat(1001) }]) {
      expect((await customer.post('/afterSale/add', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await customer.post('/afterSale/update', { oldDate: { aftersale_no: 'AS1234567', status: 'sent' }, newDate: { status: 'closed' } })).status).toBe(400);
    expect((await customer.post('/afterSale/update', { oldDate: { aftersale_no: 'AS1234567', status: 'resolved' }, newDate: { status: 'closed', rating: 6 } })).status).toBe(400);
    expect((await staff.post('/afterSale/addRecord', { aftersale_no: 'AS1234567', content: 'x', time: -1, handler: 'x' })).status).toBe(400);
    expect((await customer.post('/afterSale/delete', { aftersale_no: "1'; drop table x" })).status).toBe(400);
    expect((await customer.post('/suggestions/add', { content: '' })).status).toBe(400);
    const zh = await customerZh.post('/afterSale/add', { device_id: fish.devices[0], symptom: '' });
    expect(zh.body.message).toMatch(/symptom/);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await snapshot()).toBe(before);
  });
});
