import { RealtimeView } from '../../../components/realtime/realtime-view';

/** /analysis/realtime (3001, the initial tab): live values of one device with the recent-range chart and, for DO, tonight's forecast. */
export default function RealtimePage() {
  return <RealtimeView testId="realtime-page" forecast />;
}
