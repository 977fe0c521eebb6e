import { describe, expect, it } from 'vitest';
import { opLabel } from '../../server/modules/weblog/op-messages';
import { OP_ACTIONS, OP_RESOURCES } from '../../server/modules/weblog/op-vocabulary';
import { describeOp } from '../../src/pages/weblog/op-labels';

const LANGS = ['en-US', 'zh-CN'] as const;

/** The log page and the server's .xlsx export say each operation the same way. */
describe('operation log sentences', () => {
  it('says every action on every resource as the server\'s export does', () => {
    for (const lang of LANGS) {
      for (const action of OP_ACTIONS) {
        for (const resource of OP_RESOURCES) {
          const row = { method: 'POST', path: '/api/x', action, resource, name: 'N1' };
          expect(describeOp(lang, row), `${lang} ${action} ${resource}`).toBe(opLabel(lang, row));
        }
      }
    }
  });
});
