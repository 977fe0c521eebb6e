/** The command-code catalogue (8003): what each device type accepts, offered by device settings and rules. */
export { commandCodeRoutes as commandCodesModule } from './routes';
