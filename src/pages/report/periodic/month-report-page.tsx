import { PeriodicReport } from './periodic-report';

/** /report/month: the month report of a device (spec /report group). */
export default function MonthReportPage() {
  return <PeriodicReport type="month" />;
}
