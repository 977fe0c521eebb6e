import { ROUTE_ACCESS } from '../access-catalogue';
import { noteField, pondField, t } from './fields';
import type { FieldDecl, ResourceDecl } from './registry';

/** Suppliers and customers (13001, 13002) on one call, /personManage, told apart by role. */
export const PERSONS: ResourceDecl = {
  resource: 'farm_person',
  path: '/personManage',
  table: 'farm_persons',
  label: t('供应商/客户', 'Suppliers and customers'),
  writes: ROUTE_ACCESS.farmPersons,
  fields: [
    { key: 'role', kind: 'choice', label: t('类别', 'Role'), required: true, choices: [{ value: 'supplier', label: t('供应商', 'Supplier') }, { value: 'customer', label: t('客户', 'Customer') }] },
    { key: 'name', kind: 'text', label: t('名称', 'Name'), required: true },
    { key: 'contact', kind: 'text', label: t('联系人', 'Contact'), maxLength: 50 },
    { key: 'phone', kind: 'text', label: t('电话', 'Phone'), maxLength: 30 },
    { key: 'company', kind: 'text', label: t('单位', 'Company') },
    { key: 'address', kind: 'text', label: t('地址', 'Address'), maxLength: 200 },
    noteField,
  ],
  list: ['name', 'contact', 'phone', 'company', 'address', 'note'],
  filters: ['role', 'name', 'phone'],
  form: [['name', 'contact'], ['phone', 'company'], ['address'], ['note']],
  exportColumns: ['role', 'name', 'contact', 'phone', 'company', 'address', 'note'],
};

const itemFields = (unit: string | undefined): FieldDecl[] => [
  { key: 'name', kind: 'text', label: t('名称', 'Name'), required: true },
  { key: 'specification', kind: 'text', label: t('规格', 'Specification') },
  { key: 'unit', kind: 'text', label: t('单位', 'Unit'), required: true, maxLength: 20 },
  { key: 'stock', kind: 'number', label: t('库存', 'Stock'), readonly: true },
  { key: 'low_stock', kind: 'number', label: t('低库存提醒', 'Low-stock warning at'), unit },
  { key: 'supplier_id', kind: 'person', ref: 'supplier', label: t('供应商', 'Supplier') },
  noteField,
];
const item = (resource: string, path: string, kind: 'seed' | 'fodder' | 'medicine', label: ReturnType<typeof t>, unit: string | undefined, writes: readonly string[]): ResourceDecl => ({
  resource,
  path,
  table: 'farm_items',
  label,
  writes,
  fields: itemFields(unit),
  fixed: { kind },
  list: ['name', 'specification', 'unit', 'stock', 'low_stock', 'supplier_id', 'note'],
  filters: ['name', 'supplier_id'],
  form: [['name', 'specification'], ['unit', 'low_stock'], ['supplier_id'], ['note']],
  exportColumns: ['name', 'specification', 'unit', 'stock', 'low_stock', 'supplier_id', 'note'],
});

/** Seedlings (13003), fodder (13004), medicines and other controlled inputs (13005): one table, three calls. */
export const SEEDS = item('farm_seed', '/seedManage', 'seed', t('种苗', 'Seedlings'), undefined, ROUTE_ACCESS.farmSeeds);
export const FODDER = item('farm_fodder', '/feedManage', 'fodder', t('饲料', 'Fodder'), 'kg', ROUTE_ACCESS.farmFodder);
export const MEDICINES = item('farm_medicine', '/controlMaterial', 'medicine', t('药品', 'Medicines'), 'kg', ROUTE_ACCESS.farmMedicines);

/** The movements ledger: receipts from suppliers and issues to ponds; logs that draw add their own rows. */
export const STOCK_MOVES: ResourceDecl = {
  resource: 'farm_stock',
  path: '/stockManage',
  table: 'farm_stock_moves',
  label: t('出入库', 'Stock movements'),
  writes: ROUTE_ACCESS.farmStock,
  fields: [
    { key: 'item_id', kind: 'item', label: t('物品', 'Item'), required: true },
    { key: 'direction', kind: 'choice', label: t('方向', 'Direction'), required: true, choices: [{ value: 'in', label: t('入库', 'In') }, { value: 'out', label: t('出库', 'Out') }] },
    { key: 'quantity', kind: 'number', label: t('数量', 'Quantity'), required: true, min: 0.001 },
    { key: 'balance', kind: 'number', label: t('结存', 'Balance'), readonly: true },
    // Where a movement came from, named as the page that made it (the stored codes are receipt, issue and the resources that use stock).
    {
      key: 'source',
      kind: 'choice',
      label: t('来源', 'Source'),
      readonly: true,
      choices: [
        { value: 'receipt', label: t('入库登记', 'Receipt') },
        { value: 'issue', label: t('出库登记', 'Issue') },
        { value: 'farm_seeding', label: t('投苗记录', 'Seeding record') },
        { value: 'farm_feeding', label: t('投喂记录', 'Feeding record') },
        { value: 'farm_patrol', label: t('巡塘用药', 'Patrol medication') },
      ],
    },
    { key: 'supplier_id', kind: 'person', ref: 'supplier', label: t('供应商', 'Supplier') },
    { ...pondField, required: false },
    { key: 'at', kind: 'time', label: t('时间', 'Time'), required: true },
    noteField,
  ],
  list: ['at', 'item_id', 'direction', 'quantity', 'balance', 'source', 'supplier_id', 'pond_id', 'note'],
  filters: ['item_id', 'direction', 'at'],
  form: [['item_id', 'direction'], ['quantity', 'at'], ['supplier_id', 'pond_id'], ['note']],
  exportColumns: ['at', 'item_id', 'direction', 'quantity', 'balance', 'source', 'supplier_id', 'pond_id', 'note'],
};

/** Transport records (13006): vehicle, driver, from, to, cargo, time. */
export const TRANSPORT: ResourceDecl = {
  resource: 'farm_transport',
  path: '/transportManage',
  table: 'farm_transports',
  label: t('运输', 'Transport'),
  writes: ROUTE_ACCESS.farmTransport,
  fields: [
    { key: 'vehicle', kind: 'text', label: t('车辆', 'Vehicle'), required: true, maxLength: 30 },
    { key: 'driver', kind: 'text', label: t('司机', 'Driver'), maxLength: 50 },
    { key: 'from_place', kind: 'text', label: t('起点', 'From'), required: true },
    { key: 'to_place', kind: 'text', label: t('终点', 'To'), required: true },
    { key: 'cargo', kind: 'text', label: t('货物', 'Cargo') },
    { key: 'at', kind: 'time', label: t('时间', 'Time'), required: true },
    noteField,
  ],
  list: ['at', 'vehicle', 'driver', 'from_place', 'to_place', 'cargo', 'note'],
  filters: ['vehicle', 'at'],
  form: [['vehicle', 'driver'], ['from_place', 'to_place'], ['cargo', 'at'], ['note']],
  exportColumns: ['at', 'vehicle', 'driver', 'from_place', 'to_place', 'cargo', 'note'],
};

