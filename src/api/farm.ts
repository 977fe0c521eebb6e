import { FARM_ENDPOINTS, type Base, type PondOverview, type PondOverviewQuery } from '../../shared/contract/api/farm';
import type { ResourceDecl } from '../../shared/contract/farm';
import { farmEndpoints } from '../../shared/contract/farm/endpoints';
import type { FarmRow } from '../../shared/contract/farm/schemas';
import { call, type CallOptions } from './call';
import { download } from './download';
import { manage, type ManageInput } from './manage';

export type { Base, FarmRow, PondOverview };
export type FarmFilter = Record<string, unknown>;
type FarmManage = ReturnType<typeof farmEndpoints>['manage'];

const resource = (decl: ResourceDecl) => manage(farmEndpoints(decl).manage);

/** POST <path> {type: search}: a page of a registry resource (its recycle bin with `deleted`). */
export function searchFarm(decl: ResourceDecl, query: ManageInput<FarmManage, 'search'>, options?: CallOptions) {
  return resource(decl).search(query, options);
}

export function addFarm(decl: ResourceDecl, values: FarmFilter) {
  return resource(decl).add(values);
}

export function updateFarm(decl: ResourceDecl, id: number, values: FarmFilter) {
  return resource(decl).update({ id, ...values });
}

export function deleteFarm(decl: ResourceDecl, ids: number[]) {
  return resource(decl).remove(ids);
}

export function restoreFarm(decl: ResourceDecl, ids: number[]) {
  return resource(decl).restore(ids);
}

/** POST <path>/export: the filtered list as the server's .xlsx, with the name the server gave it. */
export function exportFarm(decl: ResourceDecl, filter: FarmFilter) {
  return download(farmEndpoints(decl).export, { body: filter }, 'export.xlsx');
}

const bases = manage(FARM_ENDPOINTS.bases);
export type BaseInput = ManageInput<typeof FARM_ENDPOINTS.bases, 'add'>;

/** POST /baseManage: the aquaculture bases (the breeding map's sites). */
export function searchBases(query: ManageInput<typeof FARM_ENDPOINTS.bases, 'search'>, options?: CallOptions) {
  return bases.search(query, options);
}
export function addBase(input: BaseInput) {
  return bases.add(input);
}
export function updateBase(id: number, input: BaseInput) {
  return bases.update({ id, ...input });
}
export function deleteBases(ids: number[]) {
  return bases.remove(ids);
}

/** POST /pageszhuatai: ponds with days since seeding, feed used, biomass and FCR. */
export function pondOverview(query: PondOverviewQuery, options?: CallOptions) {
  return call(FARM_ENDPOINTS.pondOverview, { body: query }, options);
}

/** POST /delZhutaiPage: removes a pond without production records. */
export function deletePond(id: number) {
  return call(FARM_ENDPOINTS.deletePond, { body: { id } });
}
