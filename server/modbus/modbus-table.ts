import type { Generated } from 'kysely';
import type { ModbusRegister } from '../../shared/contract/api/modbus';

/** The table of migration 0300: a device's Modbus transport and register map. */
declare module '../db/types' {
  interface DB {
    modbus_devices: {
      device_id: string;
      transport: 'tcp' | 'dtu';
      framing: Generated<'tcp' | 'rtu'>;
      host: string | null;
      port: number | null;
      unit_id: number;
      registration: string | null;
      registers: ModbusRegister[];
      updated_at: Timestamp;
    };
  }
}

export {};
