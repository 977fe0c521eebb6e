import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportAlarms, type AlarmFilter } from '../../../../api/alarms';

/** Spec section 8: a report download asks first, then saves the server's .xlsx under its name. */
export function useAlarmDownload() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (filter: AlarmFilter) => {
    modal.confirm({
      title: t('dataAlarm.downloadConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { blob, filename } = await exportAlarms(filter);
          const url = URL.createObjectURL(blob);
          const link = document.createElement('a');
          link.href = url;
          link.download = filename;
          link.click();
          // The click has started the download; the address is no longer needed after it.
          setTimeout(() => URL.revokeObjectURL(url), 0);
        } catch (error) {
          void message.error(t('dataAlarm.downloadFailed', { error: (error as Error).message }));
        }
      },
    });
  };
}
