import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import {
  ApplyBodySchema,
  ApplyResultSchema,
  CompleteBodySchema,
  DismissBodySchema,
  DismissResultSchema,
  MaintenanceRecordSchema,
  PmBodySchema,
  PmItemSchema,
  SuggestBodySchema,
  SuggestResultSchema,
  TipSchema,
  TipsBodySchema,
} from '../../../shared/contract/api/optimisation';
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

  app.post(
    '/optimisation/tips',
    { config: { readOnly: true }, schema: { tags, body: TipsBodySchema, response: { 200: Envelope(Type.Array(TipSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await tips.tips(request.scope, request.body.deviceId)),
  );

  app.post(
    '/optimisation/tips/dismiss',
    {
      config: { oplog: { action: 'dismiss', resource: 'tip', name: joined(body('deviceId'), body('ruleId')) } },
      schema: { tags, body: DismissBodySchema, response: { 200: Envelope(DismissResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `device:${request.body.deviceId}:${request.body.paramKey}`;
      return ok(request, await tips.dismiss(request.scope, request.body), 'optimisation_dismissed');
    },
  );

  app.post(
    '/optimisation/suggestions',
    { config: { readOnly: true }, schema: { tags, body: SuggestBodySchema, response: { 200: Envelope(SuggestResultSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await suggest.suggestions(request.scope, request.body)),
  );

  app.post(
    '/optimisation/suggestions/apply',
    {
      config: { access: ROUTE_ACCESS.paramConfig, oplog: { action: 'apply_suggestion', resource: 'param_config', name: joined(body('deviceId'), body('paramKey')) } },
      schema: { tags, body: ApplyBodySchema, response: { 200: Envelope(ApplyResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `device:${request.body.deviceId}:${request.body.paramKey}`;
      return ok(request, await suggest.apply(request.scope, request.body), 'optimisation_applied');
    },
  );

  app.post(
    '/optimisation/pm',
    { config: { readOnly: true }, schema: { tags, body: PmBodySchema, response: { 200: Envelope(Type.Array(PmItemSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await pm.pmItems(request.scope, request.body.deviceId)),
  );

  app.post(
    '/optimisation/pm/complete',
    {
      config: { oplog: { action: 'create', resource: 'maintenance', name: joined(body('deviceId'), body('content')) } },
      schema: { tags, body: CompleteBodySchema, response: { 200: Envelope(MaintenanceRecordSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `device:${request.body.deviceId}`;
      return ok(request, await pm.complete(request.scope, request.body), 'optimisation_completed');
    },
  );
};
