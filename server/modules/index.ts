import type { FastifyPluginAsync } from 'fastify';
import { healthModule } from './health';
import { authModule } from './auth';
import { siteConfigModule } from './site-config';
import { devicesModule } from './devices';
import { alarmContactsModule } from './alarm-contacts';
import { rulesModule } from './rules';
import { notificationsModule } from './notifications';
import { companiesModule } from './companies';
import { usersModule } from './users';
import { userauthModule } from './userauth';
import { weblogModule } from './weblog';
import { noticesModule } from './notices';
import { userDevicesModule } from './userdevices';
import { realtimeModule } from './realtime';
import { alarmsModule } from './alarms';
import { datahisModule } from './datahis';
import { analysisSummaryModule } from './analysis-summary';
import { sitesModule } from './sites';
import { videoModule } from './video';
import { ingestRejectionsModule } from './ingest-rejections';
import { resourcesModule } from './resources';
import { inventoryModule } from './inventory';
import { tracingModule } from './tracing';
import { commandCodesModule } from './command-codes';
import { reportsModule } from './reports';
import { farmModule } from './farm';
import { weatherModule } from './weather';
import { pricesModule } from './prices';
import { knowledgeModule } from './knowledge';
import { optimisationModule } from './optimisation';
import { paymentsModule } from './payments';
import { serviceModule } from './service';
import { insectsModule } from './insects';
import { wxminiModule } from './wxmini';
import { forecastModule } from './forecast';
import { httpIngestModule } from './http-ingest';
import { modbusModule } from './modbus';
import { incidentsModule } from './incidents';
import { reportSubscriptionsModule } from './report-subscriptions';
import { escalationModule } from './escalation';

/**
 * Every API domain, mounted under /api by app.ts, one line each. A new domain is one folder under
 * server/modules/ with an index.ts that exports its plugin, and one line here (docs/architecture.md).
 */
export const API_MODULES: FastifyPluginAsync[] = [
  healthModule,
  authModule,
  siteConfigModule,
  devicesModule,
  alarmContactsModule,
  rulesModule,
  notificationsModule,
  companiesModule,
  usersModule,
  userauthModule,
  weblogModule,
  noticesModule,
  userDevicesModule,
  realtimeModule,
  alarmsModule,
  datahisModule,
  analysisSummaryModule,
  sitesModule,
  videoModule,
  ingestRejectionsModule,
  resourcesModule,
  inventoryModule,
  tracingModule,
  commandCodesModule,
  reportsModule,
  farmModule,
  weatherModule,
  pricesModule,
  knowledgeModule,
  optimisationModule,
  paymentsModule,
  serviceModule,
  insectsModule,
  wxminiModule,
  forecastModule,
  httpIngestModule,
  incidentsModule,
  modbusModule,
  reportSubscriptionsModule,
  escalationModule,
];
