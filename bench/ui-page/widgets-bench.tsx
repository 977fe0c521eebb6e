import { useMemo } from 'react';
import { configureStreams, getDeviceRealtime$, setRefreshInterval } from '../../streams';
import { useStream } from '../../src/hooks/use-stream';
import { APP_STREAMS_CONFIG } from '../../src/app/live-data';

configureStreams(APP_STREAMS_CONFIG);

/** A widget as a dashboard has many of: it reads one device's live stream and shows a value. */
function Widget({ deviceId, index }: { deviceId: string; index: number }) {
  const stream$ = useMemo(() => getDeviceRealtime$(deviceId, { pauseWhenHidden: false }), [deviceId]);
  const state = useStream(stream$);
  const param = state.data?.params[index % Math.max(1, state.data.params.length)];
  return (
    <div className="widget" data-status={state.status} style={{ display: 'inline-block', width: 140, margin: 4, padding: 8, border: '1px solid #ddd' }}>
      {param ? `${param.param_key}: ${param.value ?? '-'}` : state.status}
    </div>
  );
}

/** `count` widgets on one device at one refresh interval: the runner counts the requests per interval. */
export function WidgetsBench({ count, deviceId, interval }: { count: number; deviceId: string; interval: number }) {
  setRefreshInterval(interval);
  return (
    <div data-testid="widgets">
      {Array.from({ length: count }, (_, i) => (
        <Widget key={i} deviceId={deviceId} index={i} />
      ))}
    </div>
  );
}
