/**
 * Routes under /api not yet declared in the contract (shared/contract/endpoint.ts), as
 * "METHOD /api/path", by module. Issue 33 moves every module onto contract entries; a module moved
 * takes its lines out, and the list ends empty. The server refuses to start when a route listed
 * here has an entry too, or a listed route no longer exists.
 */
export const UNDECLARED_ROUTES: ReadonlySet<string> = new Set([
  // notices
  // userdevices
  // realtime
  // alarms
  // datahis
  // analysis-summary
  // sites
  // video
  // ingest-rejections
  // products
  // inventory
  // tracing
  // command-codes
  // reports
  // farm (the registry's resources)
  // farm
  // weather
  // prices
  // knowledge
  // optimisation
  // payments
  // service
  // insects
  // wxmini
]);
