import { registerMessages } from '../../../i18n/messages';
import { DEVICE_TYPES } from '../../../../shared/contract/device-types';

/** A row's problems are whole sentences, like the form's; the codes, names and locations reuse devices_* (admin/messages.ts). */
registerMessages({
  device_import_duplicate: { 'zh-CN': '设备编号与第 {row} 行重复', 'en-US': 'The device code repeats row {row}' },
  device_import_type: { 'zh-CN': '设备类型应为以下之一：{types}', 'en-US': 'The device type must be one of: {types}' },
  device_import_longitude: { 'zh-CN': '经度应为 -180 到 180 之间的数字', 'en-US': 'The longitude must be a number from -180 to 180' },
  device_import_latitude: { 'zh-CN': '纬度应为 -90 到 90 之间的数字', 'en-US': 'The latitude must be a number from -90 to 90' },
  device_import_sim_type: { 'zh-CN': 'SIM 卡类型应为以下之一：{types}', 'en-US': 'The SIM type must be one of: {types}' },
  device_import_date: { 'zh-CN': '到期日期应为有效日期（如 2027-03-31）', 'en-US': 'The expiry date must be a valid date (YYYY-MM-DD)' },
  device_import_too_long: { 'zh-CN': '{field}最多 {limit} 个字符', 'en-US': '{field} must be at most {limit} characters' },
  device_import_header: { 'zh-CN': '第 1 行缺少列：{columns}', 'en-US': 'Row 1 lacks the columns: {columns}' },
  device_import_empty: { 'zh-CN': '文件中没有设备', 'en-US': 'The file holds no devices' },
  device_import_too_many: { 'zh-CN': '一次最多导入 {max} 台设备，请拆分后再导入', 'en-US': 'At most {max} devices can be imported at once; split the file' },
  device_import_too_large: { 'zh-CN': '文件不能超过 {limit} MB', 'en-US': 'The file must not exceed {limit} MB' },
  device_import_missing: { 'zh-CN': '请选择要导入的文件', 'en-US': 'Choose a file to import' },
  device_import_refused: {
    'zh-CN': '第 {row} 行：{message}（共 {count} 处错误，未导入任何设备）',
    'en-US': 'Row {row}: {message} ({count} errors in all; no device was imported)',
  },
  device_import_preview: { 'zh-CN': '已读取文件，请检查后确认导入', 'en-US': 'The file was read; check it and confirm the import' },
  device_import_done: { 'zh-CN': '导入成功', 'en-US': 'Imported successfully' },
  device_import_sheet: { 'zh-CN': '设备', 'en-US': 'Devices' },
  device_import_notes_sheet: { 'zh-CN': '填写说明', 'en-US': 'How to fill in' },
  device_import_note_required: {
    'zh-CN': '必填：设备编号、设备名称、设备类型、经度、纬度；第 1 行是表头，请勿修改，从第 2 行起每行一台设备。',
    'en-US': 'Required: device code, name, type, longitude and latitude. Row 1 is the header (keep it); one device a row from row 2.',
  },
  device_import_note_code: {
    'zh-CN': '设备编号只能包含字母、数字、下划线和短横线，最多 32 位，不能与已有设备或文件中其他行重复。',
    'en-US': 'A device code has letters, digits, "_" and "-", at most 32, and repeats no existing device nor another row.',
  },
  device_import_note_location: {
    'zh-CN': '经纬度为 WGS84 坐标（十进制度数）。SIM 卡号 11 到 15 位数字，ICCID 19 或 20 位数字，到期日期如 2027-03-31。',
    'en-US': 'Longitude and latitude are WGS84 decimal degrees. SIM number: 11 to 15 digits; ICCID: 19 or 20 digits; expiry date like 2027-03-31.',
  },
  device_import_note_all: {
    'zh-CN': '确认导入时，所有行一起写入：任何一行有错误则不导入任何设备。每台设备的密钥只在导入完成时显示一次。',
    'en-US': 'A confirmed import writes every row or none. Each device\'s secret is shown once, when the import is done.',
  },
  device_import_note_types: { 'zh-CN': '设备类型（填写代码）', 'en-US': 'Device types (write the code)' },
  device_import_note_sim_types: { 'zh-CN': 'SIM 卡类型', 'en-US': 'SIM types' },
  device_import_type_ET: { 'zh-CN': '冷链', 'en-US': 'Cold chain' },
  device_import_type_AW: { 'zh-CN': '水产养殖', 'en-US': 'Aquaculture' },
  device_import_type_EX: { 'zh-CN': '防爆', 'en-US': 'Explosion-proof' },
  device_import_type_T: { 'zh-CN': '温度', 'en-US': 'Temperature' },
  device_import_type_AG: { 'zh-CN': '农业', 'en-US': 'Agriculture' },
  device_import_type_EYZ: { 'zh-CN': '烟感', 'en-US': 'Smoke detection' },
  device_import_type_ES: { 'zh-CN': '环境', 'en-US': 'Environment' },
  device_import_type_PTP: { 'zh-CN': '点对点', 'en-US': 'Point-to-point' },
  device_import_type_EWL: { 'zh-CN': '雨水位', 'en-US': 'Rainwater level' },
});

/** The message key of a device type's name (the console's devices.types.*, for the template's notes). */
export const typeNameKey = (type: (typeof DEVICE_TYPES)[number]) => `device_import_type_${type}`;
