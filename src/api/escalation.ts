import { ESCALATION_ENDPOINTS, type DutyRoster, type DutyShift, type EscalationPolicy, type EscalationPolicyBody, type EscalationStep } from '../../shared/contract/api/escalation';
import { call, type CallOptions } from './call';

export type { DutyRoster, DutyShift, EscalationPolicy, EscalationPolicyBody, EscalationStep };

/** GET /escalationPolicies: the company's ladders, its default first. */
export function listPolicies(options?: CallOptions) {
  return call(ESCALATION_ENDPOINTS.policies, {}, options);
}

export function createPolicy(body: EscalationPolicyBody) {
  return call(ESCALATION_ENDPOINTS.createPolicy, { body });
}

export function updatePolicy(id: number, body: EscalationPolicyBody) {
  return call(ESCALATION_ENDPOINTS.updatePolicy, { params: { id }, body });
}

export function deletePolicy(id: number) {
  return call(ESCALATION_ENDPOINTS.removePolicy, { params: { id } });
}

/** GET /escalationRoster: who is on duty when, in the caller's company. */
export function getRoster(options?: CallOptions) {
  return call(ESCALATION_ENDPOINTS.roster, {}, options);
}

export function saveRoster(shifts: DutyShift[]) {
  return call(ESCALATION_ENDPOINTS.saveRoster, { body: { shifts } });
}
