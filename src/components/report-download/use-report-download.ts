import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from './save-file';
import './report-download-i18n';

/** Spec section 8: a report download asks 'Confirm to download the report file?' first, then saves the server's .xlsx under its name. */
export function useReportDownload(fetchFile: () => Promise<{ blob: Blob; filename: string }>) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const start = () =>
    modal.confirm({
      title: t('reportDownload.confirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setDownloading(true);
        try {
          const { blob, filename } = await fetchFile();
          saveFile(blob, filename);
        } catch (error) {
          void message.error(t('reportDownload.failed', { error: (error as Error).message }));
        } finally {
          setDownloading(false);
        }
      },
    });
  return { start, downloading };
}
