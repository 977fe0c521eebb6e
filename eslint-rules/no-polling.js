// Views never poll (docs/architecture.md): live data comes through streams/ on the one refresh
// clock, and work that ends (an order paid, a workbook written, a device's reply) is a short-lived
// `pollUntil$` / `pollUntil` stream (streams/poll-until.ts); a ticking display reads `useClock`.
// Applied to the views and their hooks (eslint.config.js), this refuses what a hand-written poll
// is made of:
//
//   - `setInterval(...)`, `window.setInterval(...)`;
//   - a `setTimeout` that schedules the function it is in again (`const check = ... setTimeout(check, ms)`);
//   - waiting inside a loop: `await sleep(ms)` / `wait` / `delay` / `pause`, or
//     `await new Promise((r) => setTimeout(r, ms))`, within a `while`, `do` or `for` body;
//   - rxjs `interval` and `timer`, which only streams/ use.
//
// A single `setTimeout` (a debounce, a deferred revoke, an animation's end) is allowed.

const SLEEPS = /^(sleep|wait|delay|pause)$/i;
const TIMER_OPERATORS = new Set(['interval', 'timer']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForOfStatement', 'ForInStatement']);

/** The name a call's callee goes by: `setTimeout` for `setTimeout(...)` and `window.setTimeout(...)`. */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

/** The name a function is known by: its own, or that of the variable or property it is assigned to. */
function functionName(fn) {
  if (fn.id) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if (parent?.type === 'AssignmentExpression' && parent.left.type === 'Identifier') return parent.left.name;
  return null;
}

/** Whether a node holds a `setTimeout` call anywhere inside it. */
function holdsSetTimeout(node) {
  let found = false;
  const visit = (n) => {
    if (found || !n || typeof n.type !== 'string') return;
    if (n.type === 'CallExpression' && calleeName(n.callee) === 'setTimeout') {
      found = true;
      return;
    }
    for (const [key, value] of Object.entries(n)) {
      if (key === 'parent') continue;
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(node);
  return found;
}

/** Whether a node lies in a loop's body within its own function. */
function inLoop(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (FUNCTIONS.has(n.type)) return false;
    if (LOOPS.has(n.type)) return true;
  }
  return false;
}

const MESSAGE = 'poll through streams/: a live value is a stream on the refresh clock, work that ends is pollUntil$ / pollUntil (streams/poll-until.ts), a ticking display reads useClock';

/** @type {import('eslint').Rule.RuleModule} */
export const noPolling = {
  meta: {
    type: 'problem',
    docs: { description: 'views and their hooks never poll by hand: no setInterval, self-rescheduling setTimeout, sleeping loops or rxjs timers' },
    schema: [],
    messages: {
      interval: `setInterval in a view: ${MESSAGE}`,
      reschedule: `a setTimeout that schedules its own function again is a polling loop: ${MESSAGE}`,
      sleep: `waiting inside a loop is a polling loop: ${MESSAGE}`,
      timer: `rxjs {{name}} belongs in streams/: ${MESSAGE}`,
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name === 'setInterval') context.report({ node, messageId: 'interval' });
        if (name === 'setTimeout' && node.arguments[0]?.type === 'Identifier') {
          const scheduled = node.arguments[0].name;
          for (let n = node.parent; n; n = n.parent) {
            if (FUNCTIONS.has(n.type) && functionName(n) === scheduled) {
              context.report({ node, messageId: 'reschedule' });
              break;
            }
          }
        }
      },
      AwaitExpression(node) {
        if (!inLoop(node)) return;
        const waited = node.argument;
        const sleeps =
          (waited?.type === 'CallExpression' && SLEEPS.test(calleeName(waited.callee) ?? '')) ||
          (waited?.type === 'NewExpression' && waited.callee.type === 'Identifier' && waited.callee.name === 'Promise' && holdsSetTimeout(waited));
        if (sleeps) context.report({ node, messageId: 'sleep' });
      },
      ImportDeclaration(node) {
        if (node.source.value !== 'rxjs') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && TIMER_OPERATORS.has(specifier.imported.name)) {
            context.report({ node: specifier, messageId: 'timer', data: { name: specifier.imported.name } });
          }
        }
      },
    };
  },
};
