import { MODBUS_ENDPOINTS, type ModbusSettings, type ModbusSettingsRow } from '../../shared/contract/api/modbus';
import { call, type CallOptions } from './call';

export type { ModbusSettings, ModbusSettingsRow };

/** GET /devices/:deviceId/modbus: the device's Modbus transport and register map, or null. */
export function modbusSettings(deviceId: string, options?: CallOptions) {
  return call(MODBUS_ENDPOINTS.get, { params: { deviceId } }, options);
}

/** PUT /devices/:deviceId/modbus: sets them, replacing any; the poller reads them at once. */
export function saveModbusSettings(deviceId: string, body: ModbusSettings) {
  return call(MODBUS_ENDPOINTS.put, { params: { deviceId }, body });
}
