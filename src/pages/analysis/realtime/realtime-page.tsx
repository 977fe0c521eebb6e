import { RealtimeView } from '../../../components/realtime/realtime-view';

/** /analysis/realtime (3001, the initial tab): live values of one device with the recent-range chart. */
export default function RealtimePage() {
  return <RealtimeView testId="realtime-page" />;
}
