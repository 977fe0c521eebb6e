import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { RawRow } from '../../../shared/contract/api/datahis';
import type { AlarmRow } from '../../../shared/contract/api/alarms';
import type { PublicTrace, TraceRecord } from '../../../shared/contract/api/tracing';
import type { InventoryRow } from '../../../shared/contract/api/inventory';
import type { Product } from '../../../shared/contract/api/products';
import type { CommandCode } from '../../../shared/contract/api/command-codes';
import type { CameraView } from '../../../shared/contract/api/cameras';
import type { Base } from '../../../shared/contract/api/farm';
import type { DeviceRow } from '../../../shared/contract/api/userdevices';
import type { ParamConfig } from '../../../shared/contract/api/device-params';
import type { Lang } from '../../../src/i18n';
import { fieldOf, FEEDING, FODDER, MACHINE, MEDICINES, PATROL, PERSONS, SALE, SAMPLING, SEEDING, SEEDS, TRANSPORT, WATER_CHANGE, WATER_TEST, type ResourceDecl } from '../../../shared/contract/farm';
import { isRefField } from '../../../shared/contract/farm/schemas';
import type { ApiAnswers, CallKey } from '../support/api-answers';
import type { FakeApi, FakeRequest } from '../support/fake-api';
import type { RenderedApp } from '../support/render-app';

type Text = Record<Lang, string>;

/**
 * One screen whose list call the page-states tests answer: where the call goes, which of the
 * page's calls is the list (others of the same address, such as a picker's choices, get the
 * page's `others`), what starts it, where its states show, its own empty text in each language,
 * and an answer with no rows and one with a row (whose cell shows `shows`). The answers are typed
 * by the call's address (support/api-answers.ts).
 */
export interface Screen<K extends CallKey = CallKey> {
  path: string;
  call: K;
  isList?: (request: FakeRequest) => boolean;
  /** The data-testid of the page (or of the card of its list), where the error alert shows. */
  root: string;
  /** The data-testid of the list itself, where its spinner, empty text and rows show (the root when absent). */
  list?: string;
  /** What a person does after the page opens to ask for the list (the audit pages list after Query). */
  start?: (app: RenderedApp) => Promise<void>;
  empty: Text;
  none: ApiAnswers[K];
  one: ApiAnswers[K];
  shows: string;
  /** The page's other calls, answered as a server with nothing else to show would. */
  others?: (api: FakeApi) => void;
  /** The data-testid of the button that opens the page's add form, whose words are checked in each language. */
  add?: string;
}

/** Keeps each screen's answers checked against its own address while the table holds them all. */
const screenOf = <K extends CallKey>(s: Screen<K>): Screen => s as unknown as Screen;

const AT = '2026-04-01T08:00:00.000Z';
const WHEN = Date.parse(AT);
const page = <T>(rows: T[]) => ({ rows, total: rows.length });

const reading: RawRow = {
  device_id: 'AW00002', param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen', unit: 'mg/L', ts: WHEN, value: 4.25,
  invalid: false, manual: false, marked_by: null, marked_at: null,
};
const alarm: AlarmRow = {
  id: 9001, device_id: 'AW00002', device_name: 'STATE-ALARM', device_type: 'AW', tenant_id: 1, param_key: 'do', name: '溶解氧', name_en: 'Dissolved oxygen',
  unit: 'mg/L', kind: 'warning', direction: 'low', state: 'active', value: 1.5, threshold: 3, raised_at: WHEN, last_value: 1.5, last_ts: WHEN,
  notify_count: 0, maxTime: null, acked_at: null, acked_by: null, cleared_at: null, cleared_by: null,
};
const trace: TraceRecord = {
  id: 9001, tenant_id: 1, tenant_name: null, product_id: 1, product_name: '南浔草鱼', batch_no: 'STATE-BATCH', brand_name: null, selling_unit: null,
  sales_phone: null, sales_address: null, producing_unit: null, origin_address: null, longitude: null, latitude: null, warranty_months: null,
  site_id: null, site_name: null, stocking_date: null, delivery_time: null, note: null, trace_link: null, image: null, video: null,
  public_path: '/tracing/search?batch=STATE-BATCH', created_at: AT, updated_at: AT, deleted_at: null,
};
const stock: InventoryRow = {
  id: 9001, tenant_id: 1, tenant_name: null, product_id: 1, product_name: 'STATE-STOCK', unit: null, import_num: 10, import_date: '2026-04-01',
  export_num: 0, export_date: '2026-04-01', remaining: 10, person: '-', phone: '-', factory_no: 'F-1', created_at: AT, updated_at: AT, deleted_at: null,
};
const product: Product = {
  id: 9001, tenant_id: 1, tenant_name: null, name: 'STATE-PRODUCT', category: null, specification: null, unit: null, note: null, created_at: AT, updated_at: AT, deleted_at: null,
};
const code: CommandCode = {
  id: 9001, tenant_id: null, tenant_name: null, device_type: 'AW', code: 'STATE-CODE', name: 'STATE-CODE', name_en: 'STATE-CODE', params: null,
  reply_code: null, editable: false, updated_at: AT, deleted_at: null,
};
const camera: CameraView = {
  id: 9001, name: 'STATE-CAMERA', deviceSerial: 'STATE1', channelNo: 1, device_id: null, device_name: null, tenant_id: 1, provider: 'sim',
  motion: 0, enabled: 1, streamKey: 'state', live: false, rtspUrl: null, rtspUser: null, hasPassword: false, rtspTransport: 'tcp', onvifUrl: null,
};
const base: Base = { id: 9001, tenant_id: 1, tenant_name: null, name: 'STATE-BASE', name_en: null, kind: 'fish', longitude: 120.2, latitude: 30.8, radius_m: 100, pond_count: 0, created_at: AT };
/** The device the audit pages ask about (the seed's second water-quality station). */
const device: DeviceRow = {
  device_id: 'AW00002', deviceid: 'AW00002', device_name: '2号塘水质', device_type: 'AW', description: null, video_channel: null, is_enable: 1,
  sim_number: null, sim_type: null, iccid: null, supplier: null, expiry_date: null, address: null, province: null, city: null, longitude: null,
  latitude: null, status: 'online', remaining_flow: null, remaining_flow_simulated: false, last_update: AT, tenant_id: 1, company_name: 'Platform',
};

/** Its dissolved oxygen, open: the entry page lists readings of open parameters only. */
const oxygen: ParamConfig = {
  device_id: 'AW00002', param_key: 'do', name: '溶解氧', max: null, min: null, isHigh: 0, period: 60, maxTime: 3, startValue: null, endValue: null,
  waitTime: 0, correcting: 0, valuePerfectL: null, valuePerfectH: null, prompt_id: null, isOpen: 1, name_en: 'Dissolved oxygen', param_name: '溶解氧',
  param_name_en: 'Dissolved oxygen', param_unit: 'mg/L', param_type: 'number', icon_key: null,
};

/** The public page's answer for one batch. */
export const PUBLIC_TRACE: PublicTrace = {
  id: 9001, batch_no: 'STATE-1', product_name: 'STATE-PRODUCT', brand_name: null, selling_unit: null, sales_phone: null, sales_address: null,
  producing_unit: null, origin_address: null, longitude: null, latitude: null, warranty_months: null, stocking_date: null, delivery_time: null,
  note: null, trace_link: null, image_url: null, video_url: null, quality: { from: null, to: null, params: [] }, production: [],
};

const NO_READINGS = { 'zh-CN': '该时间段内没有数据，请重新选择时间范围或设备', 'en-US': 'There is no data in this time range. Please choose another time range or device.' };
const search = ({ body }: FakeRequest) => body.type === 'search';
const searchWithBin = ({ body }: FakeRequest) => body.type === 'search' && body.deleted !== undefined;

/** What the audit pages ask besides their list: the device list, its parameters, day averages and the chart's series. */
function auditCalls(api: FakeApi) {
  api.call('POST /userdevices/findDeviceList').answers(page([device]));
  api.call('GET /deviceParam/deviceParam').answers([oxygen]);
  api.call('GET /datahis/findAverage').answers({ dataType: 'day', series: [] });
  api.call('GET /datahis/getHisDataByTime').answers({ resolution: 'raw', bucketMs: 0, series: [] });
}

/** The audit page lists after Query, once the device list has given it a device to ask about. */
async function queryRaw({ user }: RenderedApp) {
  await waitFor(() => expect(screen.getByTestId('raw-device')).toHaveTextContent(/\(.+\)/));
  await user.click(screen.getByTestId('raw-query'));
}

const companies = (api: FakeApi) => api.call('GET /companies/list').answers([]);

export const DATA_SCREENS: Screen[] = [
  screenOf({
    path: '/data/raw', call: 'GET /datahis/manageValid', root: 'raw-page', list: 'raw-table', start: queryRaw, others: auditCalls,
    empty: NO_READINGS, none: page([]), one: page([reading]), shows: '4.25 mg/L',
  }),
  screenOf({
    path: '/data/alarm', call: 'POST /alarmManage', isList: search, root: 'data-alarm-page',
    others: (api) => api.call('POST /userdevices/getDeviceListByPage').answers(page([])),
    empty: { 'zh-CN': '没有符合条件的报警', 'en-US': 'No alarms match these filters' }, none: page([]), one: page([alarm]), shows: 'STATE-ALARM',
  }),
  screenOf({
    path: '/data/manage?deviceId=AW00002', call: 'GET /datahis/manageValid', root: 'manage-page', list: 'manage-existing', others: auditCalls,
    start: ({ user }) => user.click(screen.getByTestId('manage-query')),
    empty: NO_READINGS, none: page([]), one: page([reading]), shows: '4.25',
  }),
  screenOf({
    path: '/data/tracing', call: 'POST /traceManage', isList: searchWithBin, root: 'tracing-page',
    others: (api) => {
      companies(api);
      api.call('GET /traceManage/sites').answers([]);
    },
    empty: { 'zh-CN': '暂无溯源记录', 'en-US': 'No batches yet' }, none: page([]), one: page([trace]), shows: 'STATE-BATCH',
  }),
  screenOf({
    path: '/data/inventory', call: 'POST /inventoryManage', isList: searchWithBin, root: 'inventory-page',
    others: (api) => api.call('POST /productManage').answers(page([])),
    empty: { 'zh-CN': '暂无库存记录', 'en-US': 'No inventory records' }, none: { ...page([]), remaining: [] }, one: { ...page([stock]), remaining: [] }, shows: 'STATE-STOCK',
  }),
  screenOf({
    path: '/system/product', call: 'POST /productManage', isList: searchWithBin, root: 'product-page', others: companies,
    empty: { 'zh-CN': '暂无产品', 'en-US': 'No products yet' }, none: page([]), one: page([product]), shows: 'STATE-PRODUCT',
  }),
  screenOf({
    path: '/system/code', call: 'POST /commandCodeManage', isList: search, root: 'code-page', others: companies,
    empty: { 'zh-CN': '还没有指令编码', 'en-US': 'No command codes yet' }, none: page([]), one: page([code]), shows: 'STATE-CODE',
  }),
  screenOf({
    path: '/system/camera', call: 'POST /camera/deviceList', root: 'camera-config-page',
    empty: { 'zh-CN': '还没有摄像头', 'en-US': 'No cameras yet' }, none: page([]), one: page([camera]), shows: 'STATE-CAMERA',
  }),
];

const RESOURCE_EMPTY = { 'zh-CN': '暂无数据，请调整查询条件或新增一条', 'en-US': 'No data. Change the query or add a record.' };
const MARK = 4242;

/** What a farm page's pickers ask (ponds, people, items of each kind) and the company picker: nothing yet. */
function farmPickers(api: FakeApi) {
  companies(api);
  api.call('POST /pageszhuatai').answers(page([]));
  for (const key of ['POST /personManage', 'POST /seedManage', 'POST /feedManage', 'POST /controlMaterial', 'POST /stockManage'] as const) api.call(key).answers(page([]));
}

/** A farm list page: its own rows are the search that carries the recycle-bin flag (reference pickers search the same calls without it). */
function resourceScreen(path: string, decl: ResourceDecl): Screen {
  // A listed field shown as typed (not a reference or a choice) carries the mark.
  const key = decl.list.find((k) => !isRefField(fieldOf(decl, k)) && fieldOf(decl, k).kind !== 'choice');
  if (!key) throw new Error(`${decl.resource} lists no plain field`);
  return screenOf({
    path, call: `POST ${decl.path}` as 'POST /seedingManage', isList: searchWithBin, root: `resource-page-${decl.resource}`, others: farmPickers, add: 'resource-add',
    empty: RESOURCE_EMPTY, none: page([]), one: page([{ id: 9001, tenant_id: 1, tenant_name: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', deleted_at: null, [key]: MARK }]), shows: String(MARK),
  });
}

/** The fifteen farm screens (issue 21): fourteen share the resource page (a store page's own list is its items), the bases page is its own. */
export const FARM_SCREENS: Screen[] = [
  resourceScreen('/production/feed', SEEDING),
  resourceScreen('/production/feedfodder', FEEDING),
  resourceScreen('/production/patrol', PATROL),
  resourceScreen('/production/change-water', WATER_CHANGE),
  resourceScreen('/production/sampling', SAMPLING),
  resourceScreen('/production/water-testing', WATER_TEST),
  resourceScreen('/production/farm-log', MACHINE),
  screenOf({
    path: '/production/base-manage', call: 'POST /baseManage', isList: search, root: 'base-manage-page', others: farmPickers, add: 'base-add',
    empty: { 'zh-CN': '暂无基地，请新增一个', 'en-US': 'No bases yet. Add one.' }, none: page([]), one: page([base]), shows: 'STATE-BASE',
  }),
  resourceScreen('/warehousing/supplier', PERSONS),
  resourceScreen('/warehousing/customer', PERSONS),
  resourceScreen('/warehousing/seed', SEEDS),
  resourceScreen('/warehousing/fodder', FODDER),
  resourceScreen('/warehousing/medicines', MEDICINES),
  resourceScreen('/warehousing/transport', TRANSPORT),
  resourceScreen('/sales/fish-base', SALE),
];
