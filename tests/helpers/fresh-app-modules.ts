import { vi } from 'vitest';

/**
 * First setup file of the `unit` and `component` projects, which run with `isolate: false`
 * (vitest.config.ts): a worker process runs its files one after another and keeps what Node
 * imported from node_modules (antd, React, Fastify...: most of a file's import time) and its
 * environment (happy-dom's window). The project's own modules are evaluated afresh for each file,
 * as in a process of its own, so their module-level state (stores, caches, a module that reads
 * process.env or import.meta.env when it loads) starts new, and a file's `vi.mock` reaches the
 * modules it imports. Before issue 34 each file had a process of its own (docs/testing.md).
 */
vi.resetModules();
