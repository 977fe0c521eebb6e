// What the local import rules share: which file an import names and where that file lies. Only
// relative specifiers name project files here (the project has no path aliases); anything else is a
// package, named by its first segment (two for a scoped package).
import fs from 'node:fs';
import path from 'node:path';

/** Whether `file` is `folder` or lies below it (both absolute, or `folder` relative to `root`). */
export function within(file, folder, root = '/') {
  const rel = path.relative(path.resolve(root, folder), file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

export const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export const isRelative = (specifier) => specifier.startsWith('.');

/** The package a bare specifier names: `react/jsx-runtime` -> `react`, `@tanstack/react-router/x` -> `@tanstack/react-router`. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Whether a package name matches a pattern: the exact name, or `*` standing for any run of
 * characters but `/` (`@tanstack/*` is the whole scope, `react-*` every react- package).
 */
export function matchesPackage(name, pattern) {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]*')}$`).test(name);
}

/** The absolute path a relative specifier names from `file` (extension-less, as written). */
export function resolveRelative(file, specifier) {
  return path.resolve(path.dirname(file), specifier);
}

const dirCache = new Map();
/** Directory entries, cached per lint run: the page rule asks for the same folders for every file. */
export function listDir(dir) {
  let entries = dirCache.get(dir);
  if (!entries) {
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      entries = [];
    }
    dirCache.set(dir, entries);
  }
  return entries;
}

/** The folder an import lands in: the target itself when it names a folder (its index), else its folder. */
export function targetFolder(target) {
  const parent = path.dirname(target);
  const isFolder = listDir(parent).some((entry) => entry.isDirectory() && entry.name === path.basename(target));
  return isFolder ? target : parent;
}

/**
 * ESLint visitors calling `check(node, specifier)` for every static import, re-export and literal
 * dynamic `import()`, type-only ones included (a type import still couples the two folders).
 */
export function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && typeof node.source.value === 'string' && check(node, node.source.value),
  };
}
