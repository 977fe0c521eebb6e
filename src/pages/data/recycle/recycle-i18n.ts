import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    recycle: {
      title: '回收站',
      deviceId: '设备编号',
      name: '设备名称',
      type: '设备类型',
      company: '所属企业',
      deletedAt: '删除时间',
      actions: '操作',
      restore: '恢复',
      purge: '彻底删除',
      restoreConfirm: '恢复设备 {{id}}？',
      purgeConfirm: '彻底删除设备 {{id}} 及其全部历史数据？此操作不可撤销。',
      restored: '已从回收站恢复',
      purged: '删除成功',
      empty: '回收站为空',
    },
  },
  'en-US': {
    recycle: {
      title: 'Recycle bin',
      deviceId: 'Device code',
      name: 'Device name',
      type: 'Device type',
      company: 'Company',
      deletedAt: 'Deleted at',
      actions: 'Actions',
      restore: 'Restore',
      purge: 'Delete permanently',
      restoreConfirm: 'Restore device {{id}}?',
      purgeConfirm: 'Delete device {{id}} and all its history permanently? This cannot be undone.',
      restored: 'Restored from the recycle bin',
      purged: 'Deleted successfully',
      empty: 'The recycle bin is empty',
    },
  },
});
