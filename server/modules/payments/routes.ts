import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { XLSX_MEDIA_TYPE } from '../../../shared/contract/media-types';
import { PAY_NOTIFY_MAX_BYTES, PAYMENT_ENDPOINTS } from '../../../shared/contract/api/payments';
import { body } from '../../http/oplog';
import { badRequest, notFound } from '../../http/app-error';
import { discriminatedBody } from '../../http/discriminated-body';
import * as service from './service';
import { invoiceXlsx } from './invoice';
import { handleNotification } from './notify';
import type { SandboxProvider } from './providers/sandbox';
import { systemScope } from '../../auth/request-scope';

const tags = ['payments'];
/** 503: no payment provider is configured (PAY_PROVIDER). */
const PROVIDER_ERRORS = [503];
const e = PAYMENT_ENDPOINTS;
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const orderNo = (_request: FastifyRequest, data: unknown) => (data as { order_no?: string } | undefined)?.order_no;

/**
 * The recharge centre's calls (any signed-in user: the recharge centre is in every user menu), the
 * order lists of "my orders" (10004) and order management (10003, with refunds), and the
 * sandbox's confirmation. Needs app.database, the session plugin and app.payments.
 */
export const payRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(e.prices.path, { config: routeAccess(e.prices), schema: routeSchema(e.prices, { tags }) }, async (request) =>
    ok(request, await service.prices(request.scope)),
  );

  app.post(
    e.pay.path,
    {
      config: { ...routeAccess(e.pay), oplog: { action: 'create', resource: 'order', name: orderNo } },
      validatorCompiler: discriminatedBody('kind'),
      schema: routeSchema(e.pay, { tags, errors: PROVIDER_ERRORS }),
    },
    async (request) => ok(request, await service.pay(request.scope, request.body, originOf(request)), 'pay_created'),
  );

  app.get(
    e.status.path,
    { config: routeAccess(e.status), schema: routeSchema(e.status, { tags }) },
    async (request) => {
      const order = await service.status(request.scope, request.params.id);
      return ok(request, { id: order.id, order_no: order.order_no, status: order.status, expires_at: order.expires_at });
    },
  );

  app.get(e.info.path, { config: routeAccess(e.info), schema: routeSchema(e.info, { tags }) }, async (request) =>
    ok(request, await service.orderForScope(request.scope, request.params.id)),
  );

  app.post(
    e.close.path,
    { config: { ...routeAccess(e.close), oplog: { action: 'close', resource: 'order', name: orderNo } }, schema: routeSchema(e.close, { tags, errors: PROVIDER_ERRORS }) },
    async (request) => ok(request, await service.closeOrder(request.scope, request.body.id), 'pay_closed'),
  );

  // The sandbox pay page's "confirm": the payer's side of a sandbox trade, delivered to the same notify route WeChat posts to.
  app.post(
    e.sandboxConfirm.path,
    {
      config: { ...routeAccess(e.sandboxConfirm), oplog: { action: 'confirm_payment', resource: 'order', name: body('order_no') } },
      schema: routeSchema(e.sandboxConfirm, { tags, errors: PROVIDER_ERRORS }),
    },
    async (request) => {
      const provider = service.configuredProvider(request.scope);
      if (provider.name !== 'sandbox') throw badRequest('pay_sandbox_only');
      const row = await request.scope.db.selectFrom('pay_orders').select('id').where('order_no', '=', request.body.order_no).executeTakeFirst();
      if (!row) throw notFound('pay_order_not_found');
      const order = await service.orderForScope(request.scope, row.id);
      const notification = await (provider as SandboxProvider).pay(order.order_no);
      if (!notification) throw badRequest('pay_order_expired');
      await app.inject({ method: 'POST', url: `/api${e.notify.path}`, headers: notification.headers, payload: notification.body });
      return ok(request, await service.orderForScope(request.scope, row.id));
    },
  );

  app.get(
    e.mine.path,
    { config: routeAccess(e.mine), schema: routeSchema(e.mine, { tags }) },
    async (request) => ok(request, await service.list(request.scope, request.query, true)),
  );

  app.get(
    e.manage.path,
    { config: routeAccess(e.manage), schema: routeSchema(e.manage, { tags }) },
    async (request) => ok(request, await service.list(request.scope, request.query, false)),
  );

  app.post(
    e.refund.path,
    { config: { ...routeAccess(e.refund), oplog: { action: 'refund', resource: 'order', name: orderNo } }, schema: routeSchema(e.refund, { tags }) },
    async (request) => ok(request, await service.refund(request.scope, request.body.id, request.body.note), 'pay_refunded'),
  );

  // A GET, so the browser downloads it like any file.
  app.get(
    e.invoice.path,
    { config: routeAccess(e.invoice), schema: routeSchema(e.invoice, { tags }) },
    async (request, reply) => {
      const order = await service.invoicedOrder(request.scope, request.params.id);
      return reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-disposition', `attachment; filename="invoice-${order.order_no}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(await invoiceXlsx(order, request.lang));
    },
  );
};

/** What the provider expects back: 204 when taken, else a 4xx with code FAIL (it then retries). */
const NotifyFailSchema = Type.Object({ code: Type.String(), message: Type.String() });

/**
 * POST /wxpay/notify: the provider's payment notification (WeChat's, or the sandbox's through the
 * same path). Public, because the provider has no session; trusted only through its signature.
 * The raw body is kept as text because the signature covers the bytes as sent.
 */
export const notifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: PAY_NOTIFY_MAX_BYTES }, (_request, raw, done) => done(null, raw));
  app.post(
    e.notify.path,
    {
      config: { ...routeAccess(e.notify), oplog: false },
      schema: routeSchema(e.notify, { tags, answers: { 204: Type.Null(), 400: NotifyFailSchema } }),
    },
    async (request, reply) => {
      const headers = request.headers as Record<string, string | undefined>;
      // The provider has no session: the platform applies what it verified.
      const result = await handleNotification(systemScope(app), headers, request.body);
      if (result.accepted) return reply.code(204).send(null);
      // Any 4xx makes the provider retry; 400 rather than 401, since this route needs no session.
      return reply.code(400).send({ code: 'FAIL', message: result.reason });
    },
  );
};
