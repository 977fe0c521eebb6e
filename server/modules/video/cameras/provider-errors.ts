import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../http/app-error';
import { ProviderError, ProviderUnavailableError, PtzUnsupportedError } from '../streaming/provider';
import { StreamBusyError } from '../streaming/stream-manager';
import './messages';

/**
 * Runs a provider call and turns its failures into the caller's message: not set up -> 503 with the
 * spec's "Video monitoring is not enabled/configured", too many streams -> 503 busy, the platform
 * refusing -> 502 naming its code, anything else (ffmpeg died, network) -> 503, logged.
 */
export async function viaProvider<T>(log: FastifyBaseLogger, work: () => Promise<T>, failureKey = 'video_stream_failed'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ProviderUnavailableError) throw new AppError(503, 'video_not_configured');
    if (error instanceof StreamBusyError) throw new AppError(503, 'video_busy');
    if (error instanceof PtzUnsupportedError) throw new AppError(400, 'camera_ptz_unsupported');
    if (error instanceof ProviderError) {
      log.warn({ code: error.code, err: error.message }, 'camera platform refused');
      throw new AppError(502, 'video_platform_error', { detail: `${error.code} ${error.message}` });
    }
    log.error({ err: error }, 'camera provider failed');
    throw new AppError(503, failureKey);
  }
}
