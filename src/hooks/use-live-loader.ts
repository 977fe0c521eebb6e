import { useCallback } from 'react';
import { liveAddress, type CameraView } from '../api/cameras';

/**
 * The VideoPlayer's `load` for a camera's live HLS picture: asks the server for the stream's address
 * (each time the player starts, so an expired address is never reused). Stable while the camera's
 * serial and channel are; call it only with a camera to show (the player is not drawn without one).
 */
export function useLiveLoader(camera: Pick<CameraView, 'deviceSerial' | 'channelNo'> | null | undefined) {
  const serial = camera?.deviceSerial;
  const channelNo = camera?.channelNo ?? 1;
  return useCallback(async (signal: AbortSignal) => {
    const address = await liveAddress({ deviceSerial: serial!, channelNo }, 'hls', signal);
    return { url: address.url, protocol: address.protocol };
  }, [serial, channelNo]);
}
