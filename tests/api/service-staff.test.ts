import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { addCompanyDevices, freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { Suggestion, Ticket } from '../../shared/contract/api/service';
import type { ChatConversation, ChatMessage, ChatUnread } from '../../shared/contract/api/service-chat';

/**
 * Who is after-sales staff of a company, one rule for tickets, suggestions and the conversation
 * (scope.whereServed): the platform admin and agents holding 10002 serve the companies they see.
 * An ordinary customer given 10002 (the farmer, fish base, bound to its ponds 1 and 2 only) stays a
 * customer on every call: its own tickets and suggestions, its own conversation, nothing else.
 */
let server: TestServer;
/** The file's company, as the demo fish base: the farmer and its duty staff (fishscreen) on ponds 1 and 2, pond 5 fishscreen's only. */
let fish: TestCompany;
let customer: ApiClient; // fishscreen: fish base, 10001
let farmer: ApiClient; // fish base, given 10001 and 10002 below
let farmerZh: ApiClient;
let agent: ApiClient; // serves the fish base
let admin: ApiClient;
let ticket: Ticket; // fishscreen's, on pond 5, which the farmer is not bound to
let suggestion: Suggestion;
let conversation: ChatConversation;
let attachment: ChatMessage;
let photoUrl: string;
const db = () => server.app.database.db;
const jpeg = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#aa3300' } }).jpeg().toBuffer();
const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366ff' } }).png().toBuffer();
const snapshot = async () =>
  JSON.stringify(
    await Promise.all(
      (['aftersale_tickets', 'aftersale_records', 'aftersale_photos', 'suggestions', 'service_conversations', 'service_messages', 'service_chat_reads'] as const).map(
        (table) => db().selectFrom(table).selectAll().execute(),
      ),
    ),
  );
const step = (client: ApiClient, of: Ticket, newDate: Record<string, unknown>) =>
  client.post<Ticket>('/afterSale/update', { oldDate: { aftersale_no: of.aftersale_no, status: of.status }, newDate });
const record = (client: ApiClient, of: Ticket) => client.post<Ticket>('/afterSale/addRecord', { aftersale_no: of.aftersale_no, content: 'Probe cleaned', time: Date.now(), handler: 'Wang' });
const fetchAs = (client: ApiClient, url: string) => fetch(new URL(url, server.origin), { headers: { cookie: `sid=${client.cookie('sid')}` } });
const unread = async (client: ApiClient) => (await client.get<ChatUnread>('/service/chat/unread')).body.data!;
const chatPath = (suffix = '') => `/service/chat/conversations/${conversation.id}${suffix}`;

beforeAll(async () => {
  server = await sharedServer();
  fish = await freshCompany(server, { users: ['fishscreen'] });
  const [pond5] = await addCompanyDevices(server, fish, { like: 'AW00005', boundTo: ['fishscreen'] });
  customer = new ApiClient(server.origin);
  farmer = new ApiClient(server.origin);
  farmerZh = new ApiClient(server.origin, 'zh-CN');
  agent = new ApiClient(server.origin);
  admin = new ApiClient(server.origin);
  await Promise.all([customer.login(...fish.users.fishscreen!), farmer.login(...fish.farmer), farmerZh.login(...fish.farmer), agent.login(...fish.agent), admin.login(...DEMO.admin)]);
  const farmerId = (await db().selectFrom('users').select('id').where('user_name', '=', fish.farmer[0]).executeTakeFirstOrThrow()).id;
  await db().insertInto('user_access').values(['10', '10001', '10002'].map((code) => ({ user_id: farmerId, code }))).onConflict((oc) => oc.doNothing()).execute();

  ticket = (await customer.post<Ticket>('/afterSale/add', { device_id: pond5, symptom: 'Turbidity stuck at 0' })).body.data!;
  photoUrl = (await customer.upload<Ticket>(`/service/tickets/${ticket.aftersale_no}/photos`, await jpeg(), 'symptom.jpg', 'image/jpeg')).body.data!.photos[0].url;
  suggestion = (await customer.post<Suggestion>('/suggestions/add', { content: 'Show the feeding plan on the big screen' })).body.data!;
  conversation = (await customer.post<ChatConversation>('/service/chat/open')).body.data!;
  attachment = (await customer.upload<ChatMessage>(chatPath('/attachments'), await png(), 'pond.png', 'image/png')).body.data!;
});

describe('an ordinary customer holding 10002', () => {
  it('does not list, step, record on, withdraw or see the photos of a colleague\'s ticket, and writes nothing', async () => {
    const before = await snapshot();
    const managed = await farmer.get('/afterSale/manageSearch');
    expect(managed.status).toBe(403);
    expect(managed.body.data).toBeUndefined();
    expect((await farmerZh.get('/afterSale/manageSearch')).body.message).toBe('权限不足');
    expect((await step(farmer, ticket, { status: 'accepted', handler: 'Farmer' })).status).toBe(404);
    expect((await record(farmer, ticket)).status).toBe(404);
    expect((await farmer.post('/afterSale/delete', { aftersale_no: ticket.aftersale_no })).status).toBe(404);
    expect((await fetchAs(farmer, photoUrl)).status).toBe(404);
    expect((await farmer.upload(`/service/tickets/${ticket.aftersale_no}/photos`, await jpeg(), 'x.jpg', 'image/jpeg')).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('takes no staff step on its own ticket and withdraws it only while submitted, as a customer', async () => {
    let own = (await farmer.post<Ticket>('/afterSale/add', { device_id: fish.devices[0], symptom: 'pH drifts' })).body.data!;
    expect((await step(farmer, own, { status: 'accepted', handler: 'Me' })).status).toBe(403);
    expect((await record(farmer, own)).status).toBe(403);
    own = (await step(agent, own, { status: 'accepted', handler: 'Wang' })).body.data!;
    expect((await record(farmer, own)).status).toBe(403);
    expect((await step(farmer, own, { status: 'in_progress' })).status).toBe(403);
    const withdrawn = await farmer.post('/afterSale/delete', { aftersale_no: own.aftersale_no });
    expect(withdrawn.status).toBe(400);
    expect(withdrawn.body.message).toBe('A ticket that has been accepted cannot be withdrawn');
    const fresh = (await farmer.post<Ticket>('/afterSale/add', { device_id: fish.devices[1], symptom: 'No data' })).body.data!;
    expect((await farmer.post('/afterSale/delete', { aftersale_no: fresh.aftersale_no })).status).toBe(200);
    const mine = (await farmer.get<{ rows: Ticket[] }>('/afterSale/search')).body.data!.rows.map((t) => t.aftersale_no);
    expect(mine).toEqual([own.aftersale_no]);
  });

  it('lists only its own suggestions and decides none, writing nothing', async () => {
    const own = (await farmer.post<Suggestion>('/suggestions/add', { content: 'Louder alarms' })).body.data!;
    const listed = (await farmer.get<{ rows: Suggestion[]; total: number }>('/suggestions/list')).body.data!;
    expect(listed).toMatchObject({ total: 1, rows: [expect.objectContaining({ suggest_no: own.suggest_no })] });
    const named = (await farmer.get<{ rows: Suggestion[]; total: number }>('/suggestions/list', { user_id: (await db().selectFrom('users').select('id').where('user_name', '=', fish.users.fishscreen![0]).executeTakeFirstOrThrow()).id })).body.data!;
    expect(named.rows.map((s) => s.suggest_no)).toEqual([own.suggest_no]);
    const before = await snapshot();
    for (const no of [suggestion.suggest_no, own.suggest_no]) {
      const res = await farmer.post('/suggestions/updateStatus', { suggest_no: no, status: 'read' });
      expect(res.status).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it('is a customer in the conversation: no list of conversations, none of a colleague\'s, its own only', async () => {
    const before = await snapshot();
    expect((await farmer.get('/service/chat/conversations')).status).toBe(403);
    expect((await farmer.get(chatPath('/messages'))).status).toBe(404);
    expect((await farmer.post(chatPath('/messages'), { body: 'I can help' })).status).toBe(404);
    expect((await farmer.post(chatPath('/read'), { last_id: attachment.id })).status).toBe(404);
    expect((await farmer.upload(chatPath('/attachments'), await png(), 'a.png', 'image/png')).status).toBe(404);
    expect((await fetchAs(farmer, attachment.attachment!.url)).status).toBe(404);
    expect(await unread(farmer)).toMatchObject({ staff: false, customer: true, conversations: [] });
    expect(await snapshot()).toBe(before);
    const own = await farmer.post<ChatConversation>('/service/chat/open');
    expect(own.status).toBe(200);
    expect(own.body.data!.id).not.toBe(conversation.id);
  });
});

describe('real staff (the admin, agents with 10002)', () => {
  it('keep serving the tickets, suggestions and conversations of the companies they see', async () => {
    for (const staff of [agent, admin]) {
      expect((await staff.get<{ rows: Ticket[] }>('/afterSale/manageSearch')).body.data!.rows.map((t) => t.aftersale_no)).toContain(ticket.aftersale_no);
      expect((await staff.get<{ rows: Suggestion[] }>('/suggestions/list')).body.data!.rows.map((s) => s.suggest_no)).toContain(suggestion.suggest_no);
      expect((await staff.get<{ rows: ChatConversation[] }>('/service/chat/conversations')).body.data!.rows.map((c) => c.id)).toContain(conversation.id);
      expect((await fetchAs(staff, photoUrl)).status).toBe(200);
      expect((await fetchAs(staff, attachment.attachment!.url)).status).toBe(200);
      expect((await unread(staff)).staff).toBe(true);
    }
    let worked = (await step(agent, ticket, { status: 'accepted', handler: 'Wang' })).body.data!;
    expect((await record(admin, worked)).status).toBe(200);
    worked = (await step(admin, worked, { status: 'in_progress' })).body.data!;
    expect(worked.status).toBe('in_progress');
    expect((await agent.post<Suggestion>('/suggestions/updateStatus', { suggest_no: suggestion.suggest_no, status: 'read' })).body.data!.status).toBe('read');
    expect((await agent.post(chatPath('/messages'), { body: 'On our way' })).status).toBe(200);
    expect((await admin.post(chatPath('/read'), { last_id: attachment.id })).status).toBe(200);
    expect((await agent.post('/afterSale/delete', { aftersale_no: worked.aftersale_no })).status).toBe(200);
  });
});
