import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';

/** Liveness with the database state. */
export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({ kind: Type.String(), ok: Type.Boolean() }),
  uptimeSeconds: Type.Number(),
});
export type Health = Static<typeof HealthSchema>;

/** GET /health: public, so that probes need no session. */
export const HEALTH_ENDPOINTS = {
  health: endpoint({ method: 'GET', path: '/health', data: HealthSchema, access: 'public' }),
};
