import { describe, expect, it, vi } from 'vitest';
import { RULE_ENDPOINTS } from '../../shared/contract/api/rules';
import { DEVICE_PARAM_ENDPOINTS } from '../../shared/contract/api/device-params';
import { callWith } from './call';
import { callAction } from './call-action';

vi.mock('./call', () => ({ callWith: vi.fn(async () => null) }));

describe('callAction', () => {
  it("sends the action under the entry's own key, first, with the rest of the body and the options", async () => {
    const signal = new AbortController().signal;
    await callAction(RULE_ENDPOINTS.rule, 'list', { page: 2, pageSize: 10 }, { signal });
    expect(callWith).toHaveBeenLastCalledWith(RULE_ENDPOINTS.rule, { body: { action: 'list', page: 2, pageSize: 10 } }, { signal });
    await callAction(DEVICE_PARAM_ENDPOINTS.add, 'definition', { param_key: 'ph', param_name: 'pH' });
    const [, input] = vi.mocked(callWith).mock.lastCall!;
    expect(JSON.stringify(input)).toBe('{"body":{"kind":"definition","param_key":"ph","param_name":"pH"}}');
  });
});
