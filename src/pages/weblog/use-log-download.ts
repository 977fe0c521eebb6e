import { exportLog, type LogFilter, type LogKind } from '../../api/weblog';
import { useConfirmedDownload } from '../../components/report-download/use-confirmed-download';

/** A log's .xlsx, asked first (spec section 8). */
export function useLogDownload(kind: LogKind) {
  const download = useConfirmedDownload('weblog');
  return (filter: LogFilter) => download(() => exportLog(kind, filter));
}
