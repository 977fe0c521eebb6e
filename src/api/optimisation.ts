import { OPTIMISATION_ENDPOINTS, type ApplyBody, type CompleteBody, type DismissBody, type SuggestBody } from '../../shared/contract/api/optimisation';
import { call, type CallOptions } from './call';

export type { PmItem, Suggestion, SuggestResult, Tip } from '../../shared/contract/api/optimisation';

/** POST /optimisation/tips: the strategy rule base on the current readings of the devices in scope. */
export function fetchTips(deviceId?: string, options?: CallOptions) {
  return call(OPTIMISATION_ENDPOINTS.tips, { body: deviceId ? { deviceId } : {} }, options);
}

/** Hides a tip from this user for some hours. */
export function dismissTip(body: DismissBody) {
  return call(OPTIMISATION_ENDPOINTS.dismiss, { body });
}

/** Limits suggested from a device's own history of the last 30 or 90 days, with their backtest. */
export function fetchSuggestions(body: SuggestBody, options?: CallOptions) {
  return call(OPTIMISATION_ENDPOINTS.suggestions, { body }, options);
}

/** Writes a suggestion into the parameter configuration (needs 8007; in the operation log). */
export function applySuggestion(body: ApplyBody) {
  return call(OPTIMISATION_ENDPOINTS.apply, { body });
}

export function fetchPm(options?: CallOptions) {
  return call(OPTIMISATION_ENDPOINTS.pm, { body: {} }, options);
}

/** Records completed maintenance: the device's wear counts start again. */
export function completeMaintenance(body: CompleteBody) {
  return call(OPTIMISATION_ENDPOINTS.complete, { body });
}
