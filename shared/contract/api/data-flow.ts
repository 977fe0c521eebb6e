import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { DeviceCode } from './devices';
import { Nullable } from '../schema-bounds';

/** SIM data flow (8001): a device's card usage from the provider (simulated, yinerda, linkcard). */
const CardId = Type.String({ minLength: 1, maxLength: 32 });

const Usage = {
  device_id: Type.String(),
  cardId: Type.String(),
  sim_type: Type.String(),
  month: Type.String({ description: 'YYYY-MM' }),
  provider: Type.String(),
  simulated: Type.Boolean({ description: 'true when the figures are the demo simulation, not a card platform\'s' }),
  total_mb: Type.Number(),
  used_mb: Type.Number(),
};

/** POST /dataFlow/residualFlow. */
export const ResidualFlowBodySchema = Type.Object({ cardId: Type.Optional(CardId), device_id: DeviceCode });
export const ResidualFlowSchema = Type.Object({
  ...Usage,
  remaining_mb: Type.Number(),
  expiry_date: Nullable(Type.String({ description: 'YYYY-MM-DD: the card expiry on record, the later of the stored date and the one the platform reports' })),
});
export type ResidualFlow = Static<typeof ResidualFlowSchema>;

/** POST /dataFlow/getYinerdaDataFlow. */
export const DailyFlowBodySchema = Type.Object({
  cardId: CardId,
  device_id: DeviceCode,
  dateFlow: Type.String({ minLength: 7, maxLength: 10, description: 'YYYY-MM or YYYY-MM-DD' }),
});
export const DailyFlowSchema = Type.Object({ ...Usage, days: Type.Array(Type.Object({ date: Type.String(), used_mb: Type.Number() })) });
export type DailyFlow = Static<typeof DailyFlowSchema>;

/** SIM data flow (8001); a card platform's refusal is a 503 naming it. */
export const DATA_FLOW_ENDPOINTS = {
  /** This month's usage; the server stores the remaining MB on the device. */
  residual: endpoint({ method: 'POST', path: '/dataFlow/residualFlow', body: ResidualFlowBodySchema, data: ResidualFlowSchema, access: 'dataFlow' }),
  daily: endpoint({ method: 'POST', path: '/dataFlow/getYinerdaDataFlow', body: DailyFlowBodySchema, data: DailyFlowSchema, access: 'dataFlow' }),
};
