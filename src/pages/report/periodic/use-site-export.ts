import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { pollUntil } from '../../../../streams';
import { downloadSiteExport, startSiteExport, type SiteExportJob } from '../../../api/reports';
import { saveFile } from '../../../components/report-download/save-file';
import { REPORT_ENDPOINTS, type SiteReportBody } from '../../../../shared/contract/api/reports';

/** How often the page asks how far the workbook is. */
const POLL_MS = 500;

/**
 * The site report's download: the spec's confirmation, then the server writes the workbook device
 * by device while the page shows how many are done, then the file is saved under the server's name.
 */
export function useSiteExport(body: () => SiteReportBody) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [progress, setProgress] = useState<Pick<SiteExportJob, 'done' | 'total'> | null>(null);
  // Aborts when the page leaves, which stops the polling; the server removes the unfetched file later.
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  const mounted = () => leaving.current?.signal.aborted === false;

  async function run() {
    try {
      const started = await startSiteExport(body());
      setProgress(started);
      const job =
        started.status === 'running'
          ? await pollUntil(REPORT_ENDPOINTS.siteExportStatus, { params: { id: started.id } }, (j) => j.status !== 'running', {
              every: POLL_MS,
              signal: leaving.current?.signal,
              onAnswer: (answer) => mounted() && setProgress(answer),
            })
          : started;
      if (!mounted() || !job) return;
      if (job.status === 'failed') throw new Error(job.error ?? '');
      const { blob, filename } = await downloadSiteExport(job.id);
      if (mounted()) saveFile(blob, filename);
    } catch (error) {
      if (mounted()) void message.error(t('reportDownload.failed', { error: (error as Error).message }));
    } finally {
      if (mounted()) setProgress(null);
    }
  }

  const start = () =>
    modal.confirm({
      title: t('reportDownload.confirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => {
        void run();
      },
    });
  return { start, progress };
}
