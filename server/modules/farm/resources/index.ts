import type { ResourceDecl } from '../../../../shared/contract/farm';
import { manageService } from '../registry/engine';
import type { FarmService } from '../registry/routes';
import { ledgerService } from './ledger';
import { saleHooks, seedingHooks } from './pond-stock';
import { waterTestHooks } from './water-test';

/** What each resource adds to its declaration; the others are the registry's alone. */
const SPECIAL: Record<string, FarmService> = {
  farm_stock: ledgerService,
};
const HOOKS = { farm_seeding: seedingHooks, farm_sale: saleHooks, farm_water_test: waterTestHooks };

export function serviceOf(decl: ResourceDecl): FarmService {
  return SPECIAL[decl.resource] ?? manageService(decl, HOOKS[decl.resource as keyof typeof HOOKS]);
}
