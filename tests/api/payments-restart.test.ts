import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { removeDataDir } from '../helpers/data-dir-template';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import type { Order, OrderStatusAnswer } from '../../shared/contract/api/payments';

/**
 * The sandbox provider keeps its trades in the database: an order placed before a restart (or on
 * another instance behind the same database) is still known to it afterwards, so its pay page
 * confirms and its status query answers, instead of "closed or expired".
 */
let server: TestServer;
let restarted: FastifyInstance | null = null;
afterAll(async () => {
  await restarted?.close();
  if (server) removeDataDir(server.dataDir);
});

it('confirms after a restart on the same data a sandbox order placed before it', async () => {
  // Own server: start-time configuration (PAY_PROVIDER=sandbox) and a restart of its data directory.
  server = await startTestServer({ PAY_PROVIDER: 'sandbox' });
  const before = new ApiClient(server.origin);
  await before.login('fishscreen', 'fish12345');
  const order = (await before.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 4 })).body.data!;
  expect(order.status).toBe('notpay');
  const dataDir = server.dataDir;
  await server.app.close();

  // The same database: the data directory on PGlite, the test cluster under npm run test:pg.
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const env = { LOG_LEVEL: 'warn', SIM: '0', MQTT_PORT: '0', PAY_PROVIDER: 'sandbox', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  restarted = await buildApp({ config: loadConfig(env, { dataDir, port: 0, host: '127.0.0.1', serveSpa: false }) });
  await restarted.listen({ port: 0, host: '127.0.0.1' });
  const address = restarted.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const after = new ApiClient(origin);
  await after.login('fishscreen', 'fish12345');

  expect((await after.get<OrderStatusAnswer>(`/wxpay/orderStatus/${order.id}`)).body.data!.status).toBe('notpay');
  const confirmed = await after.post<Order>('/wxpay/sandbox/confirm', { order_no: order.order_no });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.data).toMatchObject({ status: 'paid' });
  expect((await after.get<OrderStatusAnswer>(`/wxpay/orderStatus/${order.id}`)).body.data!.status).toBe('paid');
}, STARTUP_TIMEOUT_MS * 2);
