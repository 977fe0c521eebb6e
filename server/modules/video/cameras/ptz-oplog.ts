import type { OplogSpec } from '../../../http/oplog';

interface ControlAnswer {
  deviceSerial?: string;
  action?: string;
  direction?: string | null;
}

/**
 * What a PTZ call (POST /camera/control, POST /imou/controlMovePTZ) writes to the operation log:
 * "moved camera SIM000001 right" or "stopped camera SIM000001". Read from the answer, which names
 * the camera's serial and the direction by name whichever code the caller sent.
 */
export const PTZ_OPLOG: OplogSpec = {
  resource: 'camera',
  action: (_request, data) => ((data as ControlAnswer | undefined)?.action === 'stop' ? 'stop' : 'move'),
  name: (_request, data) => {
    const answer = (data ?? {}) as ControlAnswer;
    return [answer.deviceSerial, answer.direction].filter(Boolean).join(' ') || undefined;
  },
};
