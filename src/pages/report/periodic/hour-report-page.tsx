import { PeriodicReport } from './periodic-report';

/** /report/hour: the hour report of a device (spec /report group). */
export default function HourReportPage() {
  return <PeriodicReport type="hour" />;
}
