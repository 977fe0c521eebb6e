import type { FastifyPluginAsync } from 'fastify';
import { videoPlugin } from './streaming/video-plugin';
import { aiDetectRoutes } from './ai-detect/routes';
import { imageRoutes } from './images/routes';
import { cameraRoutes } from './cameras/routes';
import { hlsRoutes } from './cameras/hls-routes';
import { vendorRoutes } from './cameras/vendor-routes';
import './cameras/seed';

/**
 * Video monitoring: app.video (providers, simulated streams and the activity detector, in
 * streaming/) shared by the cameras, images and AI-recognition routes, each its own plugin.
 */
export const videoModule: FastifyPluginAsync = async (app) => {
  await app.register(videoPlugin);
  for (const part of [cameraRoutes, vendorRoutes, hlsRoutes, imageRoutes, aiDetectRoutes]) await app.register(part);
};
export { videoStartupLine } from './streaming/settings';
