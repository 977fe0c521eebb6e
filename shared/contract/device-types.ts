/**
 * Which parameters each device type reports. A new device gets a configuration row for each
 * (device-admin create); the demo seed uses the same map.
 */
export const PARAMS_BY_TYPE: Record<string, string[]> = {
  AW: ['do', 'water_temp', 'ph', 'nh3n', 'turbidity', 'aerator'],
  AG: ['soil_moisture', 'soil_temp', 'air_temp', 'air_humidity', 'light', 'co2'],
  EWL: ['water_level', 'rainfall'],
  ES: ['pm25', 'pm10', 'so2', 'no2', 'o3', 'co'],
  ET: ['air_temp', 'air_humidity'],
  T: ['temperature'],
  EYZ: ['smoke'],
  EX: ['gas', 'air_temp'],
  PTP: ['relay', 'voltage'],
};

/** Spec section 9 device type codes. */
export const DEVICE_TYPES = ['ET', 'AW', 'EX', 'T', 'AG', 'EYZ', 'ES', 'PTP', 'EWL'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Spec section 9 SIM plan types. */
export const SIM_TYPES = ['30M', '50M', '500M', '30G', '50G'] as const;

/** The device code: letters, digits, "_" and "-", because it is part of the MQTT topic. */
export const DEVICE_CODE_MAX = 32;
export const DEVICE_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${DEVICE_CODE_MAX}}$`);
