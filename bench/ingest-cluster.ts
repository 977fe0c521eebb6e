/**
 * The scale-out side of bench:ingest (`npm run bench:ingest -- --cluster`): the same stepped QoS 1
 * load as the single-instance bench, published to Mosquitto and taken by one or two API instances
 * (separate processes, bench/cluster-instance.ts) through the shared subscription, into one
 * PostgreSQL. The broker's PUBACK to the device says nothing of the commit, so latency is measured
 * from the publish to the commit in whichever instance took the message (the instances report
 * their commits over IPC); a step is held when every message was committed with p99 under 1 s.
 */
import { spawnInstance, type ChildInstance } from '../tests/scale/cluster';
import { resetDatabase } from '../tests/scale/instances';
import { startMosquitto } from '../tests/scale/services';
import { addDevices, runWorker, startApp } from './ingest-app';

export interface Step {
  target: number;
  /** Points/s the load worker published (it falls short of the target when starved of CPU). */
  offered?: number;
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  unacked: number;
}

interface WorkerStep {
  target: number;
  offered: number;
  startedAt: number;
  endedAt: number;
  published: number;
}

/** How long a step's messages may take to be committed after its publishing ends. */
const DRAIN_MS = 15_000;

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Steps up the load on `instances` API processes behind a Mosquitto of their own until a step is
 * not held. The database is emptied first, migrated and given `devices` bench devices by a setup
 * app. A fresh broker per run: an earlier run's sessions would keep their queues (messages left
 * when its last step failed) and, offline, their turn of the share group.
 */
export async function clusterSteps(options: {
  label: string;
  instances: number;
  databaseUrl: string;
  devices: number;
  rates: number[];
  stepMs: number;
  warmupRate: number;
}): Promise<Step[]> {
  await resetDatabase(options.databaseUrl);
  const setup = await startApp(options.databaseUrl);
  const devices = await addDevices(setup.app, 'BENCH', options.devices);
  await setup.close();
  const pointsPerMessage = devices[0].keys.length;

  // Pairs of (publish ts, commit time) from every instance, in arrival order.
  let commits: number[] = [];
  const onMessage = (message: unknown) => {
    const reported = (message as { commits?: number[] }).commits;
    if (reported) for (const n of reported) commits.push(n);
  };
  const instances: ChildInstance[] = [];
  const steps: Step[] = [];
  const broker = await startMosquitto();
  const mqttUrl = `mqtt://127.0.0.1:${broker.port}`;
  try {
    for (let i = 1; i <= options.instances; i++) {
      instances.push(await spawnInstance(`bench-${i}`, { DATABASE_URL: options.databaseUrl, MQTT_URL: mqttUrl }, { script: 'bench/cluster-instance.ts', onMessage }));
    }
    /** The commits of messages published in the step's window, waiting up to DRAIN_MS for all of them. */
    const judge = async (s: WorkerStep): Promise<Step> => {
      const inStep = () => {
        const latencies: number[] = [];
        let last = s.endedAt;
        for (let k = 0; k < commits.length; k += 2) {
          const [ts, at] = [commits[k], commits[k + 1]];
          // The worker stamps ts >= the step's start; a device's ts may run a few ms past its end.
          if (ts < s.startedAt || ts > s.endedAt + 1000) continue;
          latencies.push(at - ts);
          last = Math.max(last, at);
        }
        return { latencies, last };
      };
      const deadline = Date.now() + DRAIN_MS;
      let seen = inStep();
      while (seen.latencies.length < s.published && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = inStep();
      }
      commits = []; // the worker publishes nothing until it has the verdict
      const sorted = seen.latencies.sort((a, b) => a - b);
      const seconds = (seen.last - s.startedAt) / 1000;
      return {
        target: s.target,
        offered: s.offered,
        achieved: Math.round((sorted.length * pointsPerMessage) / seconds),
        unacked: Math.max(0, s.published - sorted.length),
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      };
    };
    await runWorker(
      { mode: 'ingest', gated: true, mqttUrl, devices, rates: options.rates, stepMs: options.stepMs, warmupRate: options.warmupRate },
      (message, worker) => {
        if (message.type !== 'step') return;
        void judge(message.result as WorkerStep).then((step) => {
          steps.push(step);
          console.log(`${options.label}: target ${step.target} pts/s -> committed ${step.achieved} pts/s, p50 ${step.p50} ms, p99 ${step.p99} ms, not committed ${step.unacked}`);
          worker.postMessage(step.p99 < 1000 && step.unacked === 0 ? 'next' : 'stop');
        });
      },
    );
  } finally {
    for (const instance of instances) await instance.stop();
    await broker.stop();
  }
  return steps;
}
