import { registerTranslations } from '../../../i18n';

/** The phone logs' words (issue 37), in both languages; field labels and rules are the console's declarations'. */
registerTranslations({
  'zh-CN': {
    phone: {
      log: {
        add: '新增记录',
        save: '保存',
        today: '今日记录',
        none: '今天还没有记录',
        queuedTag: '待发送',
        queuedSaved: '已保存在本机，联网后自动发送',
        sent: '已保存',
        full: '本机待发送的记录已满（{{limit}}），请联网发送后再记录',
        unknown: '该页面不存在',
        edit: '修改',
        editTitle: '修改记录',
        editLabel: '修改',
        saveEdit: '保存修改',
        cancel: '取消',
        queuedEdit: '修改已保存在本机，联网后自动发送',
        sentEdit: '已修改',
      },
    },
  },
  'en-US': {
    phone: {
      log: {
        add: 'New entry',
        save: 'Save',
        today: "Today's entries",
        none: 'No entries yet today',
        queuedTag: 'Waiting',
        queuedSaved: 'Saved on this phone; it is sent when the connection is back',
        sent: 'Saved',
        full: 'The entries waiting on this phone are at their limit ({{limit}}); connect to send them before adding more',
        unknown: 'This page does not exist',
        edit: 'Edit',
        editTitle: 'Edit entry',
        editLabel: 'Edit',
        saveEdit: 'Save changes',
        cancel: 'Cancel',
        queuedEdit: 'The change is saved on this phone; it is sent when the connection is back',
        sentEdit: 'Changed',
      },
    },
  },
});
