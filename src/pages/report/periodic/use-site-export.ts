import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadSiteExport, siteExportStatus, startSiteExport, type SiteExportJob } from '../../../api/reports';
import { saveFile } from '../../../components/report-download/save-file';
import type { SiteReportBody } from '../../../../shared/contract/api/reports';

/** How often the page asks how far the workbook is. */
const POLL_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The site report's download: the spec's confirmation, then the server writes the workbook device
 * by device while the page shows how many are done, then the file is saved under the server's name.
 */
export function useSiteExport(body: () => SiteReportBody) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [progress, setProgress] = useState<Pick<SiteExportJob, 'done' | 'total'> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run() {
    try {
      let job = await startSiteExport(body());
      setProgress(job);
      while (job.status === 'running') {
        await wait(POLL_MS);
        // Leaving the page stops the polling; the server removes the unfetched file later.
        if (!mounted.current) return;
        job = await siteExportStatus(job.id);
        setProgress(job);
      }
      if (job.status === 'failed') throw new Error(job.error ?? '');
      const { blob, filename } = await downloadSiteExport(job.id);
      if (mounted.current) saveFile(blob, filename);
    } catch (error) {
      if (mounted.current) void message.error(t('reportDownload.failed', { error: (error as Error).message }));
    } finally {
      if (mounted.current) setProgress(null);
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
