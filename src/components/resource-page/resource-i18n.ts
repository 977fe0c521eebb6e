import { registerTranslations } from '../../i18n';

/**
 * The farm pages' own words; the list's and the dialog's common ones (add, edit, query, recycle
 * bin, company...) are the CRUD kit's (`crud.*`, src/components/crud/crud-i18n.ts).
 */
registerTranslations({
  'zh-CN': {
    resource: {
      empty: '暂无数据，请调整查询条件或新增一条',
      deleteConfirm: '确定将这条记录移入回收站吗？',
      restoreConfirm: '确定恢复这条记录吗？',
      deleted: '已移入回收站',
      save: '保存',
      submit: '提交',
      cancel: '取消',
      saved: '已保存，提交后写入系统',
      unsaved: '未保存',
      // Spec section 5, "Data entry".
      queryFirst: '添加数据前请先查询',
      saveFirst: '提交数据前请先保存',
      required: '{{label}}不能为空',
      range: '{{label}}应在 {{min}} 至 {{max}} 之间',
      tooLong: '{{label}}最多 {{max}} 个字符',
      from: '开始',
      to: '结束',
      lowStock: '库存不足',
      exportFailed: '导出失败：{{error}}',
      loadFailed: '加载失败：{{error}}',
    },
  },
  'en-US': {
    resource: {
      empty: 'No data. Change the query or add a record.',
      deleteConfirm: 'Move this record to the recycle bin?',
      restoreConfirm: 'Restore this record?',
      deleted: 'Moved to the recycle bin',
      save: 'Save',
      submit: 'Submit',
      cancel: 'Cancel',
      saved: 'Saved; submit it to store it',
      unsaved: 'Not saved',
      queryFirst: 'A query is required before adding data',
      saveFirst: 'Save before submitting data',
      required: '{{label}} cannot be empty',
      range: '{{label}} must be from {{min}} to {{max}}',
      tooLong: '{{label}} must be at most {{max}} characters',
      from: 'From',
      to: 'To',
      lowStock: 'Low stock',
      exportFailed: 'Export failed: {{error}}',
      loadFailed: 'Loading failed: {{error}}',
    },
  },
});
