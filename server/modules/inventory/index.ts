/** Inventory records (7005): imports, exports and remaining stock of catalogue products. */
export { inventoryRoutes as inventoryModule } from './routes';
