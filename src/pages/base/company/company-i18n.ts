import { registerTranslations } from '../../../i18n';

registerTranslations({
  'zh-CN': {
    company: {
      title: '企业管理',
      name: '企业名称',
      alias: '别名',
      status: '状态',
      locked: '锁定',
      normal: '正常',
      users: '用户数',
      devices: '设备数',
      namePlaceholder: '请输入企业名称',
      nameRequired: '企业名称不能为空',
      addTitle: '新增企业',
      editTitle: '编辑企业',
      lockConfirm: '锁定后该企业的用户将无法登录，确定锁定“{{name}}”吗？',
      lock: '锁定',
      unlock: '解锁',
      empty: '暂无企业',
    },
  },
  'en-US': {
    company: {
      title: 'Companies',
      name: 'Enterprise name',
      alias: 'Alias',
      status: 'Status',
      locked: 'Locked',
      normal: 'Normal',
      users: 'Users',
      devices: 'Devices',
      namePlaceholder: 'Enter the enterprise name',
      nameRequired: 'Enterprise name cannot be empty',
      addTitle: 'Add company',
      editTitle: 'Edit company',
      lockConfirm: 'Users of a locked company cannot log in. Lock "{{name}}"?',
      lock: 'Lock',
      unlock: 'Unlock',
      empty: 'No companies yet',
    },
  },
});
