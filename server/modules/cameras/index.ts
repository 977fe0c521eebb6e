import type { FastifyPluginAsync } from 'fastify';
import { videoPlugin } from '../../cameras/video-plugin';
import { aiDetectRoutes } from '../ai-detect/routes';
import { imageRoutes } from '../images/routes';
import { cameraRoutes } from './routes';
import { hlsRoutes } from './hls-routes';
import { vendorRoutes } from './vendor-routes';
import './seed';

/**
 * Video monitoring of issue 7 as one entry of API_MODULES: app.video (providers, sim streams,
 * activity detector) shared by the cameras, images and AI-recognition routes, each its own plugin.
 */
export const videoModules: FastifyPluginAsync = async (app) => {
  await app.register(videoPlugin);
  for (const module of [cameraRoutes, vendorRoutes, hlsRoutes, imageRoutes, aiDetectRoutes]) await app.register(module);
};
