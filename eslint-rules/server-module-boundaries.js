// Server modules are reached only through their public index.ts (shared/STYLE.md, issue 15): a
// file anywhere in server/ outside module <b> (another module, or server/ingest, server/http, ...)
// may import from <b> only `server/modules/<b>` itself (its index.ts), never a file inside it. A
// module is the first folder below server/modules; its sub-folders (devices/admin,
// video/streaming) are its own business. Files directly in server/modules (the list of modules)
// belong to no module, so they too reach each module through its index.ts.
import path from 'node:path';
import { importVisitors, isRelative, resolveRelative, within } from './import-paths.js';

const INDEX = /^index(\.[cm]?[jt]s)?$/;

/** The module a path lies in (its folder name), or null when it is not inside one. */
function moduleOf(file, modulesRoot) {
  if (!within(file, modulesRoot)) return null;
  const parts = path.relative(modulesRoot, file).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'server modules import each other only through their index.ts' },
    schema: [{ type: 'object', properties: { modulesRoot: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const modulesRoot = path.resolve(context.cwd, context.options[0]?.modulesRoot ?? 'server/modules');
    const file = context.filename;
    const own = moduleOf(file, modulesRoot);

    return importVisitors((node, source) => {
      if (typeof source !== 'string' || !isRelative(source)) return;
      const target = resolveRelative(file, source);
      if (!within(target, modulesRoot) || target === modulesRoot) return;
      const [theirs, ...rest] = path.relative(modulesRoot, target).split(path.sep);
      if (theirs === own) return;
      if (rest.length === 0 || (rest.length === 1 && INDEX.test(rest[0]))) return;
      context.report({
        node,
        message: `"${source}" reaches inside module ${theirs}: import "server/modules/${theirs}" (its index.ts) and export what is needed from there.`,
      });
    });
  },
};
