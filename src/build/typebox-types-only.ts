/**
 * What the console's build loads in place of typebox (vite.config.ts). The console imports the
 * contract's entries for their method, path and types; it never reads a schema at run time (the
 * server validates), but evaluating the entries ran typebox's builders and shipped them on /login:
 * 11.7 KB gzip, the bundle budget's whole margin (docs/decisions.md). Every builder here answers an
 * opaque node: a fresh object per call (so two schemas are never the same object), whose every
 * property is another node (so `Schema.properties` spread into another schema is an empty object
 * rather than a crash), and which can itself be called.
 */
type Node = ((...args: unknown[]) => Node) & { readonly [key: string | symbol]: Node };

function node(): Node {
  const children = new Map<string | symbol, Node>();
  const target = (() => node()) as unknown as Node;
  return new Proxy(target, {
    get(_target, key) {
      // Not a promise, not a primitive: a node must not look like either to the code that holds it.
      if (key === 'then' || key === Symbol.toPrimitive || key === Symbol.iterator) return undefined;
      let child = children.get(key);
      if (!child) children.set(key, (child = node()));
      return child;
    },
  });
}

/** `Type.Object(...)`, `Type.String(...)`, ...: each a builder answering a fresh node. */
export const Type = new Proxy({} as Record<string, (...args: unknown[]) => Node>, {
  get: () => () => node(),
});
