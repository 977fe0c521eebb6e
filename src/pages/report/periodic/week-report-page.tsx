import { PeriodicReport } from './periodic-report';

/** /report/week: the week report of a device (spec /report group). */
export default function WeekReportPage() {
  return <PeriodicReport type="week" />;
}
