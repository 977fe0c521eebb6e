import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { openSocket, waitFor } from './telemetry-helpers';
import type { ChatConversation, ChatHistory, ChatMessage, ChatUnread } from '../../shared/contract/api/service-chat';
import type { ChatPush } from '../../shared/contract/socket-events';

/**
 * The customer-service conversation: a customer (fishscreen, fish company, 10001) writes to its
 * service staff (the agent over the fish company, the platform admin); unread counts and read
 * marks per user; history a page at a time; attachments typed by their bytes and served to the two
 * sides only; pushes reach the two sides only; other companies and other customers see nothing.
 */
let server: TestServer;
let customer: ApiClient; // fishscreen
let customerZh: ApiClient;
let agent: ApiClient;
let admin: ApiClient;
let grower: ApiClient; // greenhouse company, 10001
let colleague: ApiClient; // farmer, fish company, given 10001 below: another customer of the same company
let conversation: ChatConversation;
/** The file's companies, as the demo fish base (its agent, farmer and duty staff) and greenhouses (its grower). */
let fish: TestCompany;
let greenhouse: TestCompany;
/** The platform admin's unread total before the file wrote: it counts every company's conversations, the shared server's other files' too. */
let adminUnreadBefore = 0;
const db = () => server.app.database.db;
const sockets: Socket[] = [];
const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366ff' } }).png().toBuffer();
const snapshot = async () =>
  JSON.stringify([
    await db().selectFrom('service_conversations').selectAll().orderBy('id').execute(),
    await db().selectFrom('service_messages').selectAll().orderBy('id').execute(),
  ]);
const unread = async (client: ApiClient) => (await client.get<ChatUnread>('/service/chat/unread')).body.data!;
const send = (client: ApiClient, id: number, body: string) => client.post<ChatMessage>(`/service/chat/conversations/${id}/messages`, { body });

beforeAll(async () => {
  server = await sharedServer();
  [fish, greenhouse] = await Promise.all([freshCompany(server, { users: ['fishscreen'] }), freshCompany(server, { devices: 1, like: 'AG00001', users: ['grower'] })]);
  customer = new ApiClient(server.origin);
  customerZh = new ApiClient(server.origin, 'zh-CN');
  agent = new ApiClient(server.origin);
  admin = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  colleague = new ApiClient(server.origin);
  await Promise.all([
    customer.login(...fish.users.fishscreen!), customerZh.login(...fish.users.fishscreen!), agent.login(...fish.agent), admin.login(...DEMO.admin),
    grower.login(...greenhouse.users.grower!), colleague.login(...fish.farmer),
  ]);
  adminUnreadBefore = (await unread(admin)).total;
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('access', () => {
  it('answers 401 without a session and 403 without the service codes', async () => {
    expect((await new ApiClient(server.origin).get('/service/chat/unread')).status).toBe(401);
    expect((await colleague.post('/service/chat/open')).status).toBe(403);
    expect((await colleague.get('/service/chat/unread')).status).toBe(403);
    expect((await customer.get('/service/chat/conversations')).status).toBe(403);
  });

  it('does not let the platform admin open a conversation for itself', async () => {
    const res = await admin.post('/service/chat/open');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/company user/);
  });
});

describe('a conversation between a customer and its service staff', () => {
  it('carries messages both ways with unread counts and read marks per user', async () => {
    const opened = await customer.post<ChatConversation>('/service/chat/open');
    expect(opened.status).toBe(200);
    conversation = opened.body.data!;
    expect(conversation).toMatchObject({ customer_name: fish.users.fishscreen![0], unread: 0, last_message: null });
    // Opening again finds the same conversation.
    expect((await customer.post<ChatConversation>('/service/chat/open')).body.data!.id).toBe(conversation.id);

    const sent = await send(customer, conversation.id, '  The aerator stopped at night  ');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ body: 'The aerator stopped at night', from_customer: true, attachment: null });

    expect(await unread(agent)).toMatchObject({ staff: true, total: 1, conversations: [{ id: conversation.id, unread: 1 }] });
    expect(await unread(admin)).toMatchObject({ staff: true, customer: false, total: adminUnreadBefore + 1 });
    expect(await unread(customer)).toMatchObject({ customer: true, staff: false, total: 0 });
    const list = (await agent.get<{ rows: ChatConversation[] }>('/service/chat/conversations')).body.data!.rows;
    expect(list.find((c) => c.id === conversation.id)).toMatchObject({ unread: 1, last_message: 'The aerator stopped at night', tenant_name: expect.any(String) });

    const history = (await agent.get<ChatHistory>(`/service/chat/conversations/${conversation.id}/messages`)).body.data!;
    expect(history.rows.map((m) => m.body)).toEqual(['The aerator stopped at night']);
    expect(history.staff_read_id).toBe(0);
    expect((await agent.post(`/service/chat/conversations/${conversation.id}/read`, { last_id: history.rows[0].id })).status).toBe(200);
    expect((await unread(agent)).total).toBe(0);
    // The admin's own mark is its own: still unread there.
    expect((await unread(admin)).total).toBe(adminUnreadBefore + 1);
    // The customer sees that service has read it.
    expect((await customer.get<ChatHistory>(`/service/chat/conversations/${conversation.id}/messages`)).body.data!.staff_read_id).toBe(history.rows[0].id);

    expect((await send(agent, conversation.id, 'We will send a technician')).body.data).toMatchObject({ from_customer: false, sender_name: expect.any(String) });
    expect(await unread(customer)).toMatchObject({ total: 1, conversations: [{ id: conversation.id, unread: 1 }] });
    // A mark past the newest message is held at the newest, and never moves back.
    expect((await customer.post<{ last_read_id: number }>(`/service/chat/conversations/${conversation.id}/read`, { last_id: 2_000_000_000 })).body.data!.last_read_id).toBeLessThan(2_000_000_000);
    expect((await unread(customer)).total).toBe(0);
  });

  it('pages history newest last, older pages on request', async () => {
    const { id } = conversation;
    for (let i = 0; i < 32; i++) expect((await send(customer, id, `line ${i}`)).status).toBe(200);
    const latest = (await customer.get<ChatHistory>(`/service/chat/conversations/${id}/messages`)).body.data!;
    expect(latest.rows).toHaveLength(30);
    expect(latest.rows.at(-1)!.body).toBe('line 31');
    expect(latest.has_more).toBe(true);
    const older = (await customer.get<ChatHistory>(`/service/chat/conversations/${id}/messages`, { before: latest.rows[0].id, limit: 100 })).body.data!;
    expect(older.has_more).toBe(false);
    expect(older.rows.map((m) => m.body)).toEqual(['The aerator stopped at night', 'We will send a technician', 'line 0', 'line 1']);
    expect((await customer.get(`/service/chat/conversations/${id}/messages`, { limit: 101 })).status).toBe(400);
  });
});

describe('attachments', () => {
  it('sends an image as a message and serves it to the two sides only', async () => {
    const bytes = await png();
    const res = await agent.upload<ChatMessage>(`/service/chat/conversations/${conversation.id}/attachments`, bytes, 'pump/../photo.png', 'image/png');
    expect(res.status).toBe(200);
    const message = res.body.data!;
    expect(message.attachment).toMatchObject({ mime: 'image/png', size: bytes.length, name: 'photo.png' });
    for (const client of [customer, agent, admin]) {
      const file = await fetch(new URL(message.attachment!.url, server.origin), { headers: { cookie: `sid=${client.cookie('sid')}` } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    }
    for (const client of [grower, new ApiClient(server.origin)]) {
      const file = await fetch(new URL(message.attachment!.url, server.origin), { headers: { cookie: `sid=${client.cookie('sid') ?? ''}` } });
      expect([401, 404]).toContain(file.status);
    }
  });

  it('takes a PDF and refuses other types and oversize files, writing nothing', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect((await customer.upload<ChatMessage>(`/service/chat/conversations/${conversation.id}/attachments`, pdf, 'invoice.pdf', 'application/pdf')).body.data!.attachment!.mime).toBe('application/pdf');
    const before = await snapshot();
    const html = await customer.upload(`/service/chat/conversations/${conversation.id}/attachments`, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png');
    expect(html.status).toBe(400);
    expect(html.body.message).toMatch(/image .* or a PDF/);
    const zh = await customerZh.upload(`/service/chat/conversations/${conversation.id}/attachments`, Buffer.from('GIF89a'), 'x.gif', 'image/gif');
    expect(zh.body.message).toContain('附件只能是');
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await customer.upload(`/service/chat/conversations/${conversation.id}/attachments`, big, 'big.png', 'image/png');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toMatch(/5 MB/);
    expect(await snapshot()).toBe(before);
  });
});

describe('bad input', () => {
  it('refuses empty, blank and overlong messages in the caller\'s language, writing nothing', async () => {
    const before = await snapshot();
    const path = `/service/chat/conversations/${conversation.id}/messages`;
    for (const body of [{}, { body: '' }, { body: '   ' }, { body: 'x'.repeat(2001) }]) {
      const res = await customer.post(path, body);
      expect(res.status).toBe(400);
    }
    expect((await customer.post(path, { body: 'x'.repeat(2001) })).body.message).toContain('body');
    expect((await customerZh.post(path, { body: 'x'.repeat(2001) })).body.message).toContain('body');
    expect((await customer.post('/service/chat/conversations/0/messages', { body: 'hi' })).status).toBe(400);
    expect((await customer.post(`/service/chat/conversations/${conversation.id}/read`, { last_id: -1 })).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe('tenancy', () => {
  it('keeps a conversation from another company and from another customer of the same company', async () => {
    await db().insertInto('user_access').values({ user_id: (await db().selectFrom('users').select('id').where('user_name', '=', fish.farmer[0]).executeTakeFirstOrThrow()).id, code: '10001' }).execute();
    const before = await snapshot();
    for (const other of [grower, colleague]) {
      expect((await other.get(`/service/chat/conversations/${conversation.id}/messages`)).status).toBe(404);
      expect((await send(other, conversation.id, 'let me in')).status).toBe(404);
      expect((await other.post(`/service/chat/conversations/${conversation.id}/read`, { last_id: 1 })).status).toBe(404);
      expect((await other.upload(`/service/chat/conversations/${conversation.id}/attachments`, await png(), 'a.png', 'image/png')).status).toBe(404);
      expect((await unread(other)).conversations).toEqual([]);
    }
    expect(await snapshot()).toBe(before);

    const growers = (await grower.post<ChatConversation>('/service/chat/open')).body.data!;
    expect((await send(grower, growers.id, 'Greenhouse fan is noisy')).status).toBe(200);
    // The agent serves the fish company, not the greenhouse one.
    expect((await agent.get<{ rows: ChatConversation[] }>('/service/chat/conversations')).body.data!.rows.map((c) => c.id)).not.toContain(growers.id);
    expect((await agent.get(`/service/chat/conversations/${growers.id}/messages`)).status).toBe(404);
    expect((await unread(agent)).conversations.map((c) => c.id)).not.toContain(growers.id);
    expect((await admin.get<{ rows: ChatConversation[] }>('/service/chat/conversations')).body.data!.rows.map((c) => c.id)).toEqual(expect.arrayContaining([growers.id, conversation.id]));
  });
});

describe('live pushes', () => {
  it('reach the two sides of a conversation only', async () => {
    const clients = { customer, agent, admin, grower, colleague };
    const heard = new Map<string, ChatPush[]>();
    const open: Record<string, Socket> = {};
    for (const [name, client] of Object.entries(clients)) {
      const socket = await openSocket(server, client);
      sockets.push(socket);
      open[name] = socket;
      heard.set(name, []);
      socket.on('chat', (event: ChatPush) => heard.get(name)!.push(event));
    }
    const sent = (await send(customer, conversation.id, 'Are you there?')).body.data!;
    await waitFor(() => ['customer', 'agent', 'admin'].every((name) => heard.get(name)!.some((e) => e.kind === 'message' && e.message.id === sent.id)));
    // One connection is ordered: after a round trip, a push that was going to arrive has arrived.
    for (const name of ['grower', 'colleague']) await open[name].timeout(5000).emitWithAck('unsubscribe', { deviceIds: [] });
    expect(heard.get('grower')).toEqual([]);
    expect(heard.get('colleague')).toEqual([]);

    await agent.post(`/service/chat/conversations/${conversation.id}/read`, { last_id: sent.id });
    await waitFor(() => heard.get('customer')!.some((e) => e.kind === 'read' && e.lastReadId === sent.id && !e.fromCustomer));
  });
});
