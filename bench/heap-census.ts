import type { CDPSession } from 'playwright-core';

/** What a page's heap holds, in buckets that tell the app's own objects from the browser's. */
export type HeapBucket = 'app objects' | 'compiled code' | 'devtools records' | 'perf timeline' | 'dom and layout';
export type HeapCensus = Record<HeapBucket, number>;

const BUCKETS: HeapBucket[] = ['app objects', 'compiled code', 'devtools records', 'perf timeline', 'dom and layout'];

function bucketOf(type: string, name: string): HeapBucket {
  if (type === 'code') return 'compiled code';
  if (type !== 'native') return 'app objects';
  // The inspector keeps a record of every request while a DevTools client (here the bench itself) has Network enabled.
  if (name.includes('NetworkResourcesData') || name.includes('XHRReplayData') || name.includes('Inspector')) return 'devtools records';
  if (name.startsWith('Performance')) return 'perf timeline';
  return 'dom and layout';
}

/** Bytes (self size) per bucket of a heap snapshot taken after a forced GC, through CDP. */
export async function heapCensus(cdp: CDPSession): Promise<HeapCensus> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const census = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as HeapCensus;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    census[bucketOf(types[snapshot.nodes[i + typeAt]], snapshot.strings[snapshot.nodes[i + nameAt]])] += snapshot.nodes[i + sizeAt];
  }
  return census;
}

/** "app objects +25 KB, compiled code +480 KB, ..." between two censuses. */
export function censusGrowth(from: HeapCensus, to: HeapCensus): string {
  return BUCKETS.map((b) => `${b} ${to[b] >= from[b] ? '+' : ''}${Math.round((to[b] - from[b]) / 1024)} KB`).join(', ');
}
