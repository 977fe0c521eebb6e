/** A device's Modbus settings (issue 38 item 4): how it is reached and its register map; the polling is server/modbus/. */
export { modbusRoutes as modbusModule } from './routes';
