// Pages never import other pages (shared/STYLE.md). What "a page" is comes from the folders, not
// from a list to keep in step with the route manifest:
//
//   A page is the nearest folder, at or above a file and below src/pages, that directly holds a
//   `*-page.tsx` (the page's entry). That is `src/pages/<menu-group>/<page>/` for a page in a menu
//   group (system/rule, base/users), `src/pages/<page>/` for a standalone one (login, message,
//   weblog), and a page nested in another's folder (diagnose/picture-proces/history) is a page of
//   its own. A page's folder and everything below it, except nested pages, is that page.
//
// A file of a page may import only files of the same page. Files under src/pages that belong to no
// page (a group-level `shared/` folder) can be imported by no page: what two pages share lives in
// src/components (UI), src/hooks or a feature folder (logic), streams or scenes.
import path from 'node:path';
import { importVisitors, isRelative, listDir, resolveRelative, targetFolder, within } from './import-paths.js';

const PAGE_ENTRY = /-page\.tsx$/;

/** The page folder a folder belongs to, or null when it lies in no page (or outside `pagesRoot`). */
function pageOf(folder, pagesRoot) {
  for (let dir = folder; dir !== pagesRoot && within(dir, pagesRoot); dir = path.dirname(dir)) {
    if (listDir(dir).some((entry) => entry.isFile() && PAGE_ENTRY.test(entry.name))) return dir;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossPageImports = {
  meta: {
    type: 'problem',
    docs: { description: 'a page imports only its own files; pages share through components, hooks, streams or scenes' },
    schema: [{ type: 'object', properties: { pagesRoot: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const pagesRoot = path.resolve(context.cwd, context.options[0]?.pagesRoot ?? 'src/pages');
    const file = context.filename;
    if (!within(file, pagesRoot) || file === pagesRoot) return {};
    const own = pageOf(path.dirname(file), pagesRoot);
    const named = (page) => (page ? `page ${path.relative(pagesRoot, page)}` : 'no page');

    return importVisitors((node, source) => {
      if (typeof source !== 'string' || !isRelative(source)) return;
      const target = resolveRelative(file, source);
      if (!within(target, pagesRoot)) return;
      const theirs = pageOf(targetFolder(target), pagesRoot);
      if (own !== null && theirs === own) return;
      context.report({
        node,
        message: `"${source}" is in ${named(theirs)}, this file in ${named(own)}: pages import only their own files (share through src/components, src/hooks, streams or scenes).`,
      });
    });
  },
};
