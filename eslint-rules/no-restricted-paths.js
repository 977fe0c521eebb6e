// Dependency direction of shared/STYLE.md as a local ESLint rule. A zone names the folders it
// applies to (`target`), the folders they may not import (`from`) and the packages they may not
// import (`packages`: names or `*` patterns such as `@tanstack/*`), so one table in
// eslint.config.js says both "streams/ imports no stores" and "streams/ imports no zustand".
// Local (no plugin) because the folder table is all we need and a plugin's resolver would re-read
// every file for it.
import { asList, importVisitors, isRelative, matchesPackage, packageName, resolveRelative, within } from './import-paths.js';

/** @type {import('eslint').Rule.RuleModule} */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'enforce the dependency direction between folders and the packages a folder may use' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.cwd;
    const zones = context.options[0]?.zones ?? [];
    const file = context.filename;
    const active = zones.filter((zone) => asList(zone.target).some((target) => within(file, target, root)));
    if (active.length === 0) return {};

    const report = (node, source, zone) => {
      const what = isRelative(source) ? 'path' : 'package';
      context.report({ node, message: `Unexpected ${what} "${source}" imported in restricted zone. ${zone.message ?? ''}`.trim() });
    };

    const breachedZone = (source) => {
      if (!isRelative(source)) {
        const name = packageName(source);
        return active.find((zone) => asList(zone.packages).some((pattern) => matchesPackage(name, pattern)));
      }
      const target = resolveRelative(file, source);
      return active.find((zone) => asList(zone.from).some((from) => within(target, from, root)));
    };

    return importVisitors((node, source) => {
      if (typeof source !== 'string') return;
      const zone = breachedZone(source);
      if (zone) report(node, source, zone);
    });
  },
};
