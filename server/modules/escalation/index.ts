/**
 * Escalation (issue 36 item 2): a company's ladders, duty roster and quiet hours, the runner that
 * climbs an open incident's ladder until someone acknowledges, and the signed link that lets them.
 */
export { escalationRoutes as escalationModule } from './routes';
export { escalationPlugin, type EscalationService } from './escalation-plugin';
