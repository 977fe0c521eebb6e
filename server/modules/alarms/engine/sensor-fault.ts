import type { ParamConfig } from '../../../ingest/device-registry';

/**
 * Consecutive readings of a parameter outside its reasonable range (startValue..endValue) that
 * make a sensor fault. One such reading is a glitch (stored as invalid, no alarm); a sensor that
 * keeps reporting values it cannot be measuring is broken.
 */
export const FAULT_AFTER_INVALID_READINGS = 3;

/** Which end of the reasonable range an invalid value left, for the fault's direction and threshold. */
export function faultOf(param: ParamConfig, value: number): { direction: 'high' | 'low'; threshold: number | null } {
  if (param.endValue !== null && value > param.endValue) return { direction: 'high', threshold: param.endValue };
  return { direction: 'low', threshold: param.startValue };
}
