// Dependency direction of shared/STYLE.md as a local ESLint rule. It resolves relative imports
// against the importing file and refuses those whose target lies in a zone's `from` folders.
// Local (no plugin) because eslint-plugin-import-x pulls in platform binaries that `npm ci`
// cannot install from the registry mirror this project builds against.
import path from 'node:path';

const ROOT = process.cwd();

const within = (file, folder) => {
  const rel = path.relative(path.resolve(ROOT, folder), file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};
const asList = (value) => (Array.isArray(value) ? value : [value]);

/** @type {import('eslint').Rule.RuleModule} */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'enforce the dependency direction between folders' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const zones = context.options[0]?.zones ?? [];
    const file = context.filename;
    const active = zones.filter((zone) => asList(zone.target).some((target) => within(file, target)));
    if (active.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      for (const zone of active) {
        for (const from of asList(zone.from)) {
          if (!within(target, from)) continue;
          const excepted = (zone.except ?? []).some((except) => within(target, path.join(from, except)));
          if (excepted) continue;
          context.report({ node, message: `Unexpected path "${source}" imported in restricted zone. ${zone.message ?? ''}`.trim() });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-restricted-paths': noRestrictedPaths } };
