import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';

/** What a device's accepted post answers: its readings are committed (or all its parameters are switched off). */
export const HttpIngestResultSchema = Type.Object({
  accepted: Type.Literal(true),
});
export type HttpIngestResult = Static<typeof HttpIngestResultSchema>;

/**
 * POST /ingest/http: a device (or a DTU speaking for it) that can only post sends one telemetry
 * message, the MQTT topic's JSON `{ts?, values: {param_key: number | boolean}}`, authenticated as
 * the device (its id and MQTT secret: HTTP Basic, or X-Device-Id and X-Device-Secret), not a user.
 * The body is read as bytes and checked by ingest itself (size, JSON, parameters, values, time),
 * so it declares no body schema here. Public in the session sense.
 */
export const HTTP_INGEST_ENDPOINTS = {
  post: endpoint({ method: 'POST', path: '/ingest/http', data: HttpIngestResultSchema, access: 'public' }),
};
