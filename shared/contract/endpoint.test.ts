import { describe, expect, it } from 'vitest';
import { fillPath } from './endpoint';

describe('fillPath', () => {
  it('fills each parameter, encoded, and refuses a missing one', () => {
    expect(fillPath('/camera/status/:streamKey', { streamKey: 'a b/c' })).toBe('/camera/status/a%20b%2Fc');
    expect(fillPath('/service/chat/conversations/:id/messages', { id: 12 })).toBe('/service/chat/conversations/12/messages');
    expect(fillPath('/realtimeAll', undefined)).toBe('/realtimeAll');
    expect(() => fillPath('/userdevices/:userId/assignable', {})).toThrow(/parameter userId is missing/);
  });
});
