import { exportAlarms, type AlarmFilter } from '../../../../api/alarms';
import { useConfirmedDownload } from '../../../../components/report-download/use-confirmed-download';

/** The alarm list's .xlsx, asked first (spec section 8). */
export function useAlarmDownload() {
  const download = useConfirmedDownload('dataAlarm');
  return (filter: AlarmFilter) => download(() => exportAlarms(filter));
}
