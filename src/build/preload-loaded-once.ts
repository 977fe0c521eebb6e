import type { Plugin } from 'vite';

/**
 * Vite lists, beside every lazy import, each chunk the imported page needs, for the browser to
 * preload. The chunks the entry imports statically (React, the router, antd's core) are in every
 * list although the entry has loaded them before any lazy import can run: 97 lists in the entry
 * chunk, about a quarter of its bytes and of what /login loads. This drops them from the lists the
 * JavaScript holds (the HTML's own preload links are left as they are). Nothing loads later: the
 * dropped chunks are loaded already.
 */
export function preloadLoadedOnce(): { plugin: Plugin; resolveDependencies: (filename: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[] } {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'smartmon:preload-loaded-once',
    apply: 'build',
    // Runs before Vite's own generateBundle, which calls resolveDependencies (a post plugin).
    generateBundle(_options, bundle) {
      loaded.clear();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (loaded.has(file) || !chunk || chunk.type !== 'chunk') return;
        loaded.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };
  const resolveDependencies = (_filename: string, deps: string[], context: { hostType: 'html' | 'js' }) =>
    context.hostType === 'js' ? deps.filter((dep) => !loaded.has(dep)) : deps;
  return { plugin, resolveDependencies };
}
