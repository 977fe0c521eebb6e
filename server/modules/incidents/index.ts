/**
 * Incidents (issue 36): alarms that share a cause, notified, escalated and acknowledged as one.
 * The engine and routes join here; other modules reach the domain only through this file.
 */
export { incidentRoutes as incidentsModule } from './routes';
export { acknowledgeIncident, type AcknowledgeInput, type AcknowledgeOutcome } from './acknowledge';
export { incidentsPlugin } from './engine/incidents-plugin';
export type { IncidentEngine, Delivery } from './engine/incident-engine';
