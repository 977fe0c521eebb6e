import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { OPTIMISATION_ENDPOINTS } from '../../../shared/contract/api/optimisation';
import { body, joined } from '../../http/oplog';
import * as tips from './tips-service';
import * as suggest from './suggest-service';
import * as pm from './pm-service';
import { pmSweepPlugin } from './pm-sweep';
import './messages';

const tags = ['optimisation'];

/**
 * Optimisation (/operation, no menu code): POST /optimisation/tips and /tips/dismiss (strategy
 * tips), /suggestions and /suggestions/apply (threshold suggestions; applying needs the
 * parameter-configuration code 8007), /pm and /pm/complete (preventive maintenance). Reads need
 * a session and answer only devices in the caller's scope. Registers the hourly overdue sweep.
 * Needs app.database and the session plugin.
 */
export const optimisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(pmSweepPlugin);

  const e = OPTIMISATION_ENDPOINTS;
  app.post(
    e.tips.path,
    { config: { ...routeAccess(e.tips), readOnly: true }, schema: routeSchema(e.tips, { tags }) },
    async (request) => ok(request, await tips.tips(request.scope, request.body.deviceId)),
  );

  app.post(
    e.dismiss.path,
    {
      config: { ...routeAccess(e.dismiss), oplog: { action: 'dismiss', resource: 'tip', name: joined(body('deviceId'), body('ruleId')) } },
      schema: routeSchema(e.dismiss, { tags }),
    },
    async (request) => {
      request.opTarget = `device:${request.body.deviceId}:${request.body.paramKey}`;
      return ok(request, await tips.dismiss(request.scope, request.body), 'optimisation_dismissed');
    },
  );

  app.post(
    e.suggestions.path,
    { config: { ...routeAccess(e.suggestions), readOnly: true }, schema: routeSchema(e.suggestions, { tags }) },
    async (request) => ok(request, await suggest.suggestions(request.scope, request.body)),
  );

  app.post(
    e.apply.path,
    {
      config: { ...routeAccess(e.apply), oplog: { action: 'apply_suggestion', resource: 'param_config', name: joined(body('deviceId'), body('paramKey')) } },
      schema: routeSchema(e.apply, { tags }),
    },
    async (request) => {
      request.opTarget = `device:${request.body.deviceId}:${request.body.paramKey}`;
      return ok(request, await suggest.apply(request.scope, request.body), 'optimisation_applied');
    },
  );

  app.post(
    e.pm.path,
    { config: { ...routeAccess(e.pm), readOnly: true }, schema: routeSchema(e.pm, { tags }) },
    async (request) => ok(request, await pm.pmItems(request.scope, request.body.deviceId)),
  );

  app.post(
    e.complete.path,
    {
      config: { ...routeAccess(e.complete), oplog: { action: 'create', resource: 'maintenance', name: joined(body('deviceId'), body('content')) } },
      schema: routeSchema(e.complete, { tags }),
    },
    async (request) => {
      request.opTarget = `device:${request.body.deviceId}`;
      return ok(request, await pm.complete(request.scope, request.body), 'optimisation_completed');
    },
  );
};
