import { registerTranslations } from '../../../i18n';

/** The phone alarms page's words (issue 37), in both languages; the incidents' own are the console's (incidents-i18n). */
registerTranslations({
  'zh-CN': {
    phone: {
      alarms: {
        title: '报警与事件',
        incidents: '未解决的事件',
        alarms: '当前报警',
        noIncidents: '没有未解决的事件',
        noAlarms: '没有当前报警',
        acknowledge: '确认',
        ackQueued: '确认待发送',
        ackSaved: '确认已保存在本机，联网后自动发送',
        acknowledged: '已确认',
        full: '本机待发送的记录已满（{{limit}}），请联网发送后再确认',
        fault: '设备故障',
      },
    },
  },
  'en-US': {
    phone: {
      alarms: {
        title: 'Alarms and incidents',
        incidents: 'Unresolved incidents',
        alarms: 'Active alarms',
        noIncidents: 'No unresolved incidents',
        noAlarms: 'No active alarms',
        acknowledge: 'Acknowledge',
        ackQueued: 'Acknowledgement waiting',
        ackSaved: 'Acknowledgement saved on this phone; it is sent when the connection is back',
        acknowledged: 'Acknowledged',
        full: 'The entries waiting on this phone are at their limit ({{limit}}); connect to send them before acknowledging more',
        fault: 'Device fault',
      },
    },
  },
});
