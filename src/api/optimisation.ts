import type { Static } from 'typebox';
import type {
  ApplyBody,
  ApplyResultSchema,
  CompleteBody,
  DismissBody,
  DismissResultSchema,
  MaintenanceRecord,
  PmItem,
  SuggestBody,
  SuggestResult,
  Tip,
} from '../../shared/contract/api/optimisation';
import { api, type RequestOptions } from './client';

export type { PmItem, Suggestion, SuggestResult, Tip } from '../../shared/contract/api/optimisation';

/** POST /optimisation/tips: the strategy rule base on the current readings of the devices in scope. */
export function fetchTips(deviceId?: string, options?: RequestOptions) {
  return api.post<Tip[]>('/optimisation/tips', deviceId ? { deviceId } : {}, options);
}

/** Hides a tip from this user for some hours. */
export function dismissTip(body: DismissBody) {
  return api.post<Static<typeof DismissResultSchema>>('/optimisation/tips/dismiss', body);
}

/** Limits suggested from a device's own history of the last 30 or 90 days, with their backtest. */
export function fetchSuggestions(body: SuggestBody, options?: RequestOptions) {
  return api.post<SuggestResult>('/optimisation/suggestions', body, options);
}

/** Writes a suggestion into the parameter configuration (needs 8007; in the operation log). */
export function applySuggestion(body: ApplyBody) {
  return api.post<Static<typeof ApplyResultSchema>>('/optimisation/suggestions/apply', body);
}

export function fetchPm(options?: RequestOptions) {
  return api.post<PmItem[]>('/optimisation/pm', {}, options);
}

/** Records completed maintenance: the device's wear counts start again. */
export function completeMaintenance(body: CompleteBody) {
  return api.post<MaintenanceRecord>('/optimisation/pm/complete', body);
}
