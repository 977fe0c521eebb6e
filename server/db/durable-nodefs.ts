import { fdatasyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * The most WAL a checkpoint keeps for reuse, megabytes: two 16 MB segments, postgres's floor. Single-user
 * postgres never checkpoints on its own, so max_wal_size triggers nothing here; it only caps the
 * recycled segments left on disk between pglite-checkpointer.ts's checkpoints (every 48 MB of WAL),
 * which at 64 MB left 113 MB of pg_wal at rest after a first start (issue 40 item 4).
 */
const WAL_MB = 32;

/**
 * PGlite on a real directory that commits to stable storage. Out of the box PGlite starts postgres
 * with `-F` (fsync off), and even with fsync on nothing would reach the disk: its Emscripten NODEFS
 * has no fsync operation and fdatasync() is a stub. So a commit only reached the kernel's page
 * cache, and a power cut or OS crash could lose what a PUBACK had acknowledged. Here postgres runs
 * with fsync on and wal_sync_method=fsync (the one call that goes through the filesystem layer),
 * and NODEFS gets an fsync that really calls fdatasync(2) on the file: the data and what reading it
 * back needs (the size of a grown file), without the timestamps fsync(2) also writes. That is
 * PostgreSQL's own default on Linux (wal_sync_method=fdatasync) and saved ~0.5 ms a commit here
 * (1.65 against 2.17 ms median in a bare probe, bench/RESULTS.md "push", issue 40).
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=on',
  // What a checkpoint keeps of the WAL for reuse: up to max_wal_size, 1 GB by default, so a first
  // start's history left 610 MB of WAL on disk (issue 40 item 4). Single-user postgres checkpoints
  // only when asked: pglite-checkpointer.ts asks.
  '-c',
  `max_wal_size=${WAL_MB}MB`,
  '-c',
  `min_wal_size=${WAL_MB}MB`,
  // Full-page images (each page's first change after a checkpoint) are most of the WAL a bulk write
  // makes, a first start's history above all; compressed, they write a fraction of the bytes. The
  // WAL is as complete as before: only its encoding changes (pglz is built into every postgres).
  '-c',
  'wal_compression=pglz',
];

interface NodeFsModule {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/** How many flushes to the disk (fdatasync(2)) the database made: a self-check that durability is really in force. */
export const fsyncStats = { calls: 0 };

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<(mod: { NODEFS: NodeFsModule }) => void>;
    preRun.push((mod) => {
      const nodefs = mod.NODEFS;
      // Every file and directory of the mount shares this object, so one assignment covers them all.
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => fdatasyncSync(stream.nfd));
        fsyncStats.calls++;
        return 0;
      };
    });
    result.emscriptenOpts.preRun = preRun as typeof result.emscriptenOpts.preRun;
    return result;
  }
}
