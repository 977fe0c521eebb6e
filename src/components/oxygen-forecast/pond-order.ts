import type { PondForecast } from '../../api/forecast';

/** Whether tonight's forecast of a pond falls below its low limit. */
export const crosses = (pond: PondForecast) => pond.forecast.status === 'ok' && pond.forecast.crosses_low_at !== null;

const rank = (pond: PondForecast) => (crosses(pond) ? 0 : pond.forecast.status === 'ok' && pond.forecast.min ? 1 : 2);

/**
 * Ponds in the order a farmer should look at them: those crossing the low limit first, soonest
 * crossing first; then the others by their forecast minimum, lowest first; ponds without a
 * forecast last. Names break ties, so the order holds still between refreshes.
 */
export function orderPonds(ponds: readonly PondForecast[]): PondForecast[] {
  const key = (pond: PondForecast) =>
    rank(pond) === 0 ? pond.forecast.crosses_low_at! : rank(pond) === 1 ? pond.forecast.min!.value : 0;
  return [...ponds].sort((a, b) => rank(a) - rank(b) || key(a) - key(b) || a.device_name.localeCompare(b.device_name));
}
