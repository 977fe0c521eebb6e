import { vi } from 'vitest';

/**
 * First setup file of the `unit` and `component` projects, which run with `isolate: false`
 * (vitest.config.ts): a worker process runs its files one after another and keeps Vitest's runtime
 * and what Node imported from node_modules (Fastify, ESLint, antd...: most of a small file's CPU
 * when each file had a process of its own). The project's own modules are evaluated afresh for each file, as in a process
 * of its own, so their module-level state (stores, caches, a module that reads process.env or
 * import.meta.env when it loads) starts new, and a file's `vi.mock` reaches the modules it imports
 * (docs/testing.md, "How the unit project runs").
 */
vi.resetModules();
