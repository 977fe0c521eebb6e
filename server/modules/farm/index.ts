/** Production logs, warehousing and sales on one resource registry (issue 21). */
export { farmRoutes as farmModule } from './routes';
export { batchHistory } from './batch-history';
export { seedFarmDemo } from './demo';
