/**
 * What a PGlite data directory holds, for bench:first-start: the directory's bytes, its pg_wal's,
 * and the telemetry tables' heap and index bytes, read by opening the stopped server's directory.
 * Also the bytes this process and its reaped children wrote (Linux /proc/self/io): a first start's
 * server is a grandchild, reaped by scripts/start.mjs, which the bench reaps, so its writes count.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';

export interface Census {
  /** The whole data directory, bytes. */
  total: number;
  /** pg_wal inside it. */
  wal: number;
  /** Per group of tables: heap (with TOAST) and index bytes. */
  groups: { name: string; heap: number; index: number }[];
}

/** Bytes under `dir`, files only. */
export function sizeOf(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(full) : entry.isFile() ? statSync(full).size : 0;
  }
  return total;
}

/**
 * Bytes this process and its reaped children have written so far (zeros where /proc/self/io is
 * missing): `handed` to write(2), and `stored`, the page-cache pages they dirtied, what the disk
 * gets (a WAL page rewritten and fsynced at every commit counts at every commit).
 */
export function bytesWritten(): { handed: number; stored: number } {
  try {
    const io = readFileSync('/proc/self/io', 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1] ?? 0);
    return { handed: field('wchar'), stored: field('write_bytes') };
  } catch {
    return { handed: 0, stored: 0 };
  }
}

/** Sizes in a stopped server's data directory (opens it, so measure `total` first: it is). */
export async function censusOf(dataDir: string): Promise<Census> {
  const total = sizeOf(dataDir);
  const wal = sizeOf(path.join(dataDir, 'pglite', 'pg_wal'));
  const database = await openDatabase({ dataDir });
  try {
    // Raw telemetry is partitioned: its partitions are grouped under it.
    const { rows } = await sql<{ name: string; heap: number; index: number }>`
      select case when c.relname in ('telemetry_hourly', 'telemetry_daily', 'telemetry_latest', 'telemetry_rejections') then c.relname
                  when c.relname like 'telemetry%' then 'telemetry (raw, all partitions)'
                  else 'everything else' end as name,
             sum(pg_table_size(c.oid))::float8 as heap, sum(pg_indexes_size(c.oid))::float8 as index
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'm') and n.nspname not in ('pg_toast')
      group by 1 order by 2 desc`.execute(database.db);
    return { total, wal, groups: rows.map((r) => ({ name: r.name, heap: Number(r.heap), index: Number(r.index) })) };
  } finally {
    await database.close();
  }
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(0);

/** The census as a few lines of Markdown. */
export function censusText(census: Census): string {
  const lines = [`data dir ${mb(census.total)} MB, of it pg_wal ${mb(census.wal)} MB`, '', '| tables | heap, MB | indexes, MB |', '| --- | --- | --- |'];
  for (const g of census.groups) lines.push(`| ${g.name} | ${mb(g.heap)} | ${mb(g.index)} |`);
  return lines.join('\n');
}
