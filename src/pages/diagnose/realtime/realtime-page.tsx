import { RealtimeView } from '../../../components/realtime/realtime-view';

/** /diagnose/realtime (4001): the same live view, reached from the diagnosis menu. */
export default function DiagnoseRealtimePage() {
  return <RealtimeView testId="diagnose-realtime-page" />;
}
