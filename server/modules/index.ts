import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { companyRoutes } from './companies/routes';
import { userRoutes } from './users/routes';
import { userauthRoutes } from './userauth/routes';
import { weblogRoutes } from './weblog/routes';
import { userDeviceRoutes } from './userdevices/routes';
import { deviceConfigModules } from './device-admin/device-config-modules';
import { healthRoutes } from './health/routes';
import { liveDataModules } from './realtime/live-modules';
import { siteConfigRoutes } from './site-config/routes';
import { noticeRoutes } from './notices/routes';
import { siteRoutes } from './sites/routes';
import { analysisSummaryRoutes } from './analysis-summary/routes';
import { videoModules } from './cameras';
import { ingestRejectionRoutes } from './ingest-rejections/routes';

/**
 * Every API module, mounted under /api by app.ts. A new module adds one line here; access codes
 * and tenancy are declared inside each module's routes and services.
 */
export const API_MODULES: FastifyPluginAsync[] = [healthRoutes, authRoutes, siteConfigRoutes, deviceConfigModules, companyRoutes, userRoutes, userauthRoutes, weblogRoutes, noticeRoutes, userDeviceRoutes, liveDataModules, analysisSummaryRoutes, siteRoutes, videoModules, ingestRejectionRoutes];
