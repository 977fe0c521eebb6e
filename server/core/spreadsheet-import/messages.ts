import { registerMessages } from '../../i18n/messages';

/** What an import says about a file it will not read, whatever the file was meant to hold. */
registerMessages({
  import_type: { 'zh-CN': '只能导入 Excel（xlsx）或 CSV 文件', 'en-US': 'Only .xlsx or .csv files can be imported' },
  import_unreadable: { 'zh-CN': '无法读取文件：{reason}', 'en-US': 'The file cannot be read: {reason}' },
  import_unpacked_too_large: {
    'zh-CN': '文件解压后超过 {mb} MB，请删去多余的工作表、图片或格式后再导入',
    'en-US': 'The file unpacks to more than {mb} MB; remove extra sheets, pictures or formatting and import it again',
  },
  import_too_many_parts: {
    'zh-CN': '文件包含超过 {max} 个部件，不是可导入的表格',
    'en-US': 'The file holds more than {max} parts and is not a spreadsheet that can be imported',
  },
  import_too_many_rows: { 'zh-CN': '文件超过 {max} 行，请拆分后再导入', 'en-US': 'The file has more than {max} rows; split it and import the parts' },
  import_too_many_cells: {
    'zh-CN': '文件超过 {max} 个单元格，请删去多余的列后再导入',
    'en-US': 'The file has more than {max} cells; remove extra columns and import it again',
  },
  import_too_slow: { 'zh-CN': '读取文件超时，请拆分后再导入', 'en-US': 'Reading the file took too long; split it and import the parts' },
});
