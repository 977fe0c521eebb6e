import { ROUTE_ACCESS } from '../access-catalogue';
import { atField, handlerField, noteField, pondField, quantity, t } from './fields';
import type { ResourceDecl } from './registry';

/** Production logs (group 12): per pond and minute, one entry of a kind (spec section 5, data entry). */
export const SEEDING: ResourceDecl = {
  resource: 'farm_seeding',
  path: '/seedingManage',
  table: 'farm_seedings',
  label: t('投苗', 'Feeding seedlings'),
  writes: ROUTE_ACCESS.farmSeeding,
  log: true,
  fields: [
    pondField,
    atField,
    { key: 'species', kind: 'text', label: t('品种', 'Species'), required: true, maxLength: 50 },
    { key: 'batch', kind: 'text', label: t('批次', 'Batch'), required: true, maxLength: 64 },
    { key: 'count', kind: 'integer', label: t('数量', 'Count'), required: true, min: 1 },
    { key: 'size', kind: 'number', label: t('规格', 'Size'), unit: 'g' },
    { key: 'supplier_id', kind: 'person', ref: 'supplier', label: t('苗种来源', 'Source supplier') },
    { key: 'item_id', kind: 'item', ref: 'seed', label: t('出库种苗', 'Seedlings from stock') },
    noteField,
  ],
  // Seedlings drawn from stock are counted in tails, as the seeding is.
  draws: { item: 'item_id', quantity: 'count' },
  list: ['at', 'pond_id', 'species', 'batch', 'count', 'size', 'supplier_id', 'item_id', 'note'],
  filters: ['pond_id', 'batch', 'at'],
  form: [['pond_id', 'at'], ['species', 'batch'], ['count', 'size'], ['supplier_id', 'item_id'], ['note']],
  exportColumns: ['at', 'pond_id', 'species', 'batch', 'count', 'size', 'supplier_id', 'item_id', 'note'],
};

export const FEEDING: ResourceDecl = {
  resource: 'farm_feeding',
  path: '/feedingManage',
  table: 'farm_feedings',
  label: t('投喂', 'Feeding'),
  writes: ROUTE_ACCESS.farmFeeding,
  log: true,
  fields: [pondField, atField, { key: 'item_id', kind: 'item', ref: 'fodder', label: t('饲料', 'Fodder'), required: true }, quantity(t('投喂量', 'Quantity'), 'kg'), handlerField, noteField],
  draws: { item: 'item_id', quantity: 'quantity' },
  list: ['at', 'pond_id', 'item_id', 'quantity', 'handler', 'note'],
  filters: ['pond_id', 'item_id', 'at'],
  form: [['pond_id', 'at'], ['item_id', 'quantity'], ['handler'], ['note']],
  exportColumns: ['at', 'pond_id', 'item_id', 'quantity', 'handler', 'note'],
};

/** A patrol may apply a medicine from stock (the medicine record of the issue). */
export const PATROL: ResourceDecl = {
  resource: 'farm_patrol',
  path: '/patrolManage',
  table: 'farm_patrols',
  label: t('巡塘', 'Patrol'),
  writes: ROUTE_ACCESS.farmPatrol,
  log: true,
  fields: [
    pondField,
    atField,
    { key: 'weather', kind: 'text', label: t('天气', 'Weather'), maxLength: 30 },
    { key: 'observation', kind: 'longtext', label: t('巡塘情况', 'Observation'), required: true },
    { key: 'measures', kind: 'longtext', label: t('处理措施', 'Measures') },
    { key: 'item_id', kind: 'item', ref: 'medicine', label: t('用药', 'Medicine') },
    quantity(t('用药量', 'Dose'), 'kg', false),
    handlerField,
    noteField,
  ],
  draws: { item: 'item_id', quantity: 'quantity' },
  list: ['at', 'pond_id', 'weather', 'observation', 'measures', 'item_id', 'quantity', 'handler'],
  filters: ['pond_id', 'at'],
  form: [['pond_id', 'at'], ['weather', 'handler'], ['observation'], ['measures'], ['item_id', 'quantity'], ['note']],
  exportColumns: ['at', 'pond_id', 'weather', 'observation', 'measures', 'item_id', 'quantity', 'handler', 'note'],
};

export const WATER_CHANGE: ResourceDecl = {
  resource: 'farm_water_change',
  path: '/waterManage',
  table: 'farm_water_changes',
  label: t('换水', 'Water change'),
  writes: ROUTE_ACCESS.farmWaterChange,
  log: true,
  fields: [
    pondField,
    atField,
    { key: 'volume', kind: 'number', label: t('换水量', 'Volume'), unit: 'm³', required: true, min: 0.1 },
    { key: 'depth_after', kind: 'number', label: t('换水后水深', 'Depth after'), unit: 'cm', max: 2000 },
    handlerField,
    noteField,
  ],
  list: ['at', 'pond_id', 'volume', 'depth_after', 'handler', 'note'],
  filters: ['pond_id', 'at'],
  form: [['pond_id', 'at'], ['volume', 'depth_after'], ['handler'], ['note']],
  exportColumns: ['at', 'pond_id', 'volume', 'depth_after', 'handler', 'note'],
};

/** A sampling's mean weight times the pond's stock is its biomass estimate (the farm overview). */
export const SAMPLING: ResourceDecl = {
  resource: 'farm_sampling',
  path: '/sampleManage',
  table: 'farm_samplings',
  label: t('抽样', 'Sampling'),
  writes: ROUTE_ACCESS.farmSampling,
  log: true,
  fields: [
    pondField,
    atField,
    { key: 'count', kind: 'integer', label: t('抽样尾数', 'Fish sampled'), required: true, min: 1, max: 100000 },
    { key: 'mean_weight', kind: 'number', label: t('平均体重', 'Mean weight'), unit: 'g', required: true, min: 0.01, max: 100000 },
    handlerField,
    noteField,
  ],
  list: ['at', 'pond_id', 'count', 'mean_weight', 'handler', 'note'],
  filters: ['pond_id', 'at'],
  form: [['pond_id', 'at'], ['count', 'mean_weight'], ['handler'], ['note']],
  exportColumns: ['at', 'pond_id', 'count', 'mean_weight', 'handler', 'note'],
};

export const WATER_TEST: ResourceDecl = {
  resource: 'farm_water_test',
  path: '/waterdetectManage',
  table: 'farm_water_tests',
  label: t('水质检测', 'Water testing'),
  writes: ROUTE_ACCESS.farmWaterTest,
  log: true,
  fields: [
    pondField,
    atField,
    { key: 'ph', kind: 'number', label: t('pH', 'pH'), min: 0, max: 14 },
    { key: 'oxygen', kind: 'number', label: t('溶解氧', 'Dissolved oxygen'), unit: 'mg/L', max: 50 },
    { key: 'ammonia', kind: 'number', label: t('氨氮', 'Ammonia nitrogen'), unit: 'mg/L', max: 100 },
    { key: 'nitrite', kind: 'number', label: t('亚硝酸盐', 'Nitrite'), unit: 'mg/L', max: 100 },
    { key: 'temperature', kind: 'number', label: t('水温', 'Water temperature'), unit: '℃', min: -5, max: 50 },
    { key: 'lab', kind: 'text', label: t('检测单位', 'Laboratory') },
    noteField,
  ],
  list: ['at', 'pond_id', 'ph', 'oxygen', 'ammonia', 'nitrite', 'temperature', 'lab'],
  filters: ['pond_id', 'at'],
  form: [['pond_id', 'at'], ['ph', 'oxygen'], ['ammonia', 'nitrite'], ['temperature', 'lab'], ['note']],
  exportColumns: ['at', 'pond_id', 'ph', 'oxygen', 'ammonia', 'nitrite', 'temperature', 'lab', 'note'],
};

/** Machinery maintenance (spec section 3 "Maintenance service record": content, time, measures, note, handler). */
export const MACHINE: ResourceDecl = {
  resource: 'farm_machine',
  path: '/machineManage',
  table: 'farm_machine_logs',
  label: t('农机维护日志', 'Farm machinery log'),
  writes: ROUTE_ACCESS.farmMachine,
  fields: [
    { key: 'machine', kind: 'text', label: t('设备', 'Machine'), required: true, maxLength: 50 },
    { key: 'content', kind: 'longtext', label: t('维护内容', 'Content'), required: true },
    atField,
    { key: 'measures', kind: 'longtext', label: t('措施', 'Measures') },
    noteField,
    { ...handlerField, required: true },
  ],
  list: ['at', 'machine', 'content', 'measures', 'handler', 'note'],
  filters: ['machine', 'at'],
  form: [['machine', 'at'], ['content'], ['measures'], ['handler'], ['note']],
  exportColumns: ['at', 'machine', 'content', 'measures', 'handler', 'note'],
};

/** A sale (14001) from a pond's batch to a customer; it lowers the pond's stock and links to the batch's traceability record. */
export const SALE: ResourceDecl = {
  resource: 'farm_sale',
  path: '/saleManage',
  table: 'farm_sales',
  label: t('销售', 'Sales'),
  writes: ROUTE_ACCESS.farmSales,
  fields: [
    pondField,
    { key: 'batch', kind: 'text', label: t('批次', 'Batch'), required: true, maxLength: 64 },
    { key: 'customer_id', kind: 'person', ref: 'customer', label: t('客户', 'Customer'), required: true },
    { key: 'sold_on', kind: 'date', label: t('销售日期', 'Date'), required: true },
    { key: 'count', kind: 'integer', label: t('数量', 'Quantity'), required: true, min: 1 },
    { key: 'weight', kind: 'number', label: t('重量', 'Weight'), unit: 'kg', required: true, min: 0.001 },
    { key: 'price', kind: 'number', label: t('单价', 'Price'), unit: '¥/kg', required: true, min: 0 },
    { key: 'trace_id', kind: 'trace', label: t('溯源批次', 'Traceability batch') },
    noteField,
  ],
  list: ['sold_on', 'pond_id', 'batch', 'customer_id', 'count', 'weight', 'price', 'trace_id', 'note'],
  filters: ['pond_id', 'customer_id', 'batch', 'sold_on'],
  form: [['pond_id', 'batch'], ['customer_id', 'sold_on'], ['count', 'weight'], ['price', 'trace_id'], ['note']],
  exportColumns: ['sold_on', 'pond_id', 'batch', 'customer_id', 'count', 'weight', 'price', 'trace_id', 'note'],
};
