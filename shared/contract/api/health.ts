import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';

/**
 * Where the first start's demo history is (with the simulator on only): written in the background
 * while the console answers; `progress` in whole percent, 100 when done.
 */
export const BackfillStateSchema = Type.Object({
  done: Type.Boolean(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type BackfillState = Static<typeof BackfillStateSchema>;

/** Liveness with the database state. */
export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({ kind: Type.String(), ok: Type.Boolean() }),
  uptimeSeconds: Type.Number(),
  backfill: Type.Optional(BackfillStateSchema),
});
export type Health = Static<typeof HealthSchema>;

/** GET /health: public, so that probes need no session. */
export const HEALTH_ENDPOINTS = {
  health: endpoint({ method: 'GET', path: '/health', data: HealthSchema, access: 'public' }),
};
