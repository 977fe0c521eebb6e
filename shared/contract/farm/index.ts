import { checkDecl, type ResourceDecl } from './registry';
import { FEEDING, MACHINE, PATROL, SALE, SAMPLING, SEEDING, WATER_CHANGE, WATER_TEST } from './resources-logs';
import { FODDER, MEDICINES, PERSONS, SEEDS, STOCK_MOVES, TRANSPORT } from './resources-stores';

export * from './registry';
export { FEEDING, MACHINE, PATROL, SALE, SAMPLING, SEEDING, WATER_CHANGE, WATER_TEST, FODDER, MEDICINES, PERSONS, SEEDS, STOCK_MOVES, TRANSPORT };

/** Every farm resource, each with its management call. */
export const FARM_RESOURCES: readonly ResourceDecl[] = [PERSONS, SEEDS, FODDER, MEDICINES, STOCK_MOVES, TRANSPORT, SEEDING, FEEDING, PATROL, WATER_CHANGE, SAMPLING, WATER_TEST, MACHINE, SALE];
FARM_RESOURCES.forEach(checkDecl);

export const farmResource = (resource: string) => FARM_RESOURCES.find((d) => d.resource === resource);
