import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { EpochMs, Nullable } from '../schema-bounds';
import { TimeInput } from './alarms';

/**
 * GET /alarm/analysis (fault analysis, /analysis/alarm_analysis 3008): the alarms raised over a
 * range, by device, parameter and kind, with how fast people answered them.
 */
export const FaultAnalysisQuerySchema = Type.Object({
  startTime: Type.Union([EpochMs(), TimeInput], { description: 'epoch ms, or "YYYY-MM-DD[ HH:mm]" in the company\'s zone' }),
  endTime: Type.Union([EpochMs(), TimeInput]),
  device_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'one device; every visible device when absent' })),
});
export type FaultAnalysisQuery = Static<typeof FaultAnalysisQuerySchema>;

/** The longest range one analysis covers (a year and a bit, so "last year" always fits). */
export const FAULT_ANALYSIS_MAX_DAYS = 400;
/** The Pareto chart shows the sources that alarm most, at most this many. */
export const PARETO_MAX = 20;
/** Offline spells listed, newest first. */
export const OFFLINE_SPELLS_MAX = 200;

/**
 * The kinds the analysis counts: a reading too low or in excess of its limits, a device gone
 * silent (offline), and a SIM card expired at some moment of the range.
 */
export const FAULT_KINDS = ['low', 'high', 'offline', 'sim'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const KindCounts = {
  low: Type.Integer(),
  high: Type.Integer(),
  offline: Type.Integer(),
  total: Type.Integer(),
};

export const FaultDeviceRowSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  ...KindCounts,
  sim: Type.Integer({ description: '1 when the device\'s SIM was expired at some moment of the range' }),
});

export const FaultParamRowSchema = Type.Object({
  param_key: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  low: Type.Integer(),
  high: Type.Integer(),
  total: Type.Integer(),
});

/** One alarm source (a device's parameter, or the device itself for offline) on the Pareto chart. */
export const ParetoRowSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  param_key: Nullable(Type.String({ description: 'null: the device went offline' })),
  name: Nullable(Type.String()),
  name_en: Nullable(Type.String()),
  count: Type.Integer(),
  /** This source's share of all alarms of the range, 0..1. */
  share: Type.Number(),
  /** The running share up to and including this source, 0..1. */
  cumulative: Type.Number(),
});

export const OfflineSpellSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  from: Type.Number({ description: 'epoch ms the device went silent' }),
  to: Nullable(Type.Number({ description: 'epoch ms it came back; null while still offline' })),
  /** How long it lasted inside the range (an open spell counts up to the range's end or now). */
  durationMs: Type.Number(),
});

export const SimExpirySchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  expiry_date: Type.String({ description: 'YYYY-MM-DD' }),
});

export const FaultAnalysisSchema = Type.Object({
  from: Type.Number(),
  to: Type.Number(),
  totals: Type.Object({ ...KindCounts, sim: Type.Integer() }),
  devices: Type.Array(FaultDeviceRowSchema),
  params: Type.Array(FaultParamRowSchema),
  pareto: Type.Array(ParetoRowSchema),
  response: Type.Object({
    raised: Type.Integer({ description: 'alarms raised in the range' }),
    acknowledged: Type.Integer(),
    meanAckMs: Nullable(Type.Number({ description: 'mean time from raised to acknowledged' })),
    cleared: Type.Integer(),
    meanClearMs: Nullable(Type.Number({ description: 'mean time from raised to cleared' })),
    clearedByHand: Type.Integer({ description: 'cleared by an operator rather than by readings coming back' }),
  }),
  offlineSpells: Type.Array(OfflineSpellSchema),
  /** Spells in the range in all (the list above stops at OFFLINE_SPELLS_MAX). */
  offlineSpellCount: Type.Integer(),
  sim: Type.Array(SimExpirySchema),
});
export type FaultAnalysis = Static<typeof FaultAnalysisSchema>;

/** GET /alarm/analysis: the fault analysis page's one read (the spec names no call for it). */
export const FAULT_ANALYSIS_ENDPOINTS = {
  analysis: endpoint({ method: 'GET', path: '/alarm/analysis', query: FaultAnalysisQuerySchema, data: FaultAnalysisSchema, access: 'faultAnalysis' }),
};
