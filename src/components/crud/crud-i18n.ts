import { registerTranslations } from '../../i18n';

/**
 * The kit's own words, used for any a resource's messages lack: a page's words are looked up
 * under its own prefix first (`product.add`), then here (`crud.add`).
 */
registerTranslations({
  'zh-CN': {
    crud: {
      add: '新增',
      edit: '编辑',
      delete: '删除',
      restore: '恢复',
      actions: '操作',
      query: '查询',
      reset: '重置',
      export: '导出',
      showBin: '回收站',
      showLive: '返回列表',
      binTitle: '{{title}} - 回收站',
      empty: '暂无数据',
      binEmpty: '回收站为空',
      deleteConfirm: '确定删除 {{name}} 吗？',
      restoreConfirm: '确定恢复 {{name}} 吗？',
      added: '添加成功',
      modified: '修改成功',
      deleted: '删除成功',
      restored: '已从回收站恢复',
      company: '所属企业',
      companyRequired: '请选择所属企业',
      readOnly: '只读',
      choose: '请选择{{label}}',
    },
  },
  'en-US': {
    crud: {
      add: 'Add',
      edit: 'Edit',
      delete: 'Delete',
      restore: 'Restore',
      actions: 'Actions',
      query: 'Query',
      reset: 'Reset',
      export: 'Export',
      showBin: 'Recycle bin',
      showLive: 'Back to the list',
      binTitle: '{{title}} - recycle bin',
      empty: 'No data yet',
      binEmpty: 'The recycle bin is empty',
      deleteConfirm: 'Delete {{name}}?',
      restoreConfirm: 'Restore {{name}}?',
      added: 'Added successfully',
      modified: 'Modified successfully',
      deleted: 'Deleted successfully',
      restored: 'Restored from the recycle bin',
      company: 'Company',
      companyRequired: 'Choose the company',
      readOnly: 'Read only',
      choose: 'Choose the {{label}}',
    },
  },
});
