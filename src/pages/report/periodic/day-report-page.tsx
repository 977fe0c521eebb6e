import { PeriodicReport } from './periodic-report';

/** /report/day: the day report of a device (spec /report group). */
export default function DayReportPage() {
  return <PeriodicReport type="day" />;
}
