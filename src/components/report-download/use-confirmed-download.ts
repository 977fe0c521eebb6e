import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from './save-file';

/**
 * Spec section 8: a report download asks first, then saves the server's .xlsx under its name. The
 * question and the failure are the page's words: `<prefix>.downloadConfirm`, `<prefix>.downloadFailed`.
 */
export function useConfirmedDownload(prefix: string) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (fetchFile: () => Promise<{ blob: Blob; filename: string }>) => {
    modal.confirm({
      title: t(`${prefix}.downloadConfirm`),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { blob, filename } = await fetchFile();
          saveFile(blob, filename);
        } catch (error) {
          void message.error(t(`${prefix}.downloadFailed`, { error: (error as Error).message }));
        }
      },
    });
  };
}
