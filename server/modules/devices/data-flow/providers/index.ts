import { ConfigError } from '../../../../config';
import { linkcardProvider } from './linkcard';
import { createSimulatedProvider } from './simulated';
import type { DataFlowProvider } from './types';
import { yinerdaProvider } from './yinerda';

type Env = Record<string, string | undefined>;

function required(env: Env, names: string[], provider: string): string[] {
  const missing = names.filter((n) => !env[n]);
  if (missing.length > 0) throw new ConfigError(`DATA_FLOW_PROVIDER=${provider} needs ${missing.join(', ')}`);
  return names.map((n) => env[n]!);
}

const PROVIDERS: Record<string, (env: Env) => DataFlowProvider> = {
  simulated: () => createSimulatedProvider(),
  yinerda: (env) => {
    const [url, appKey, appSecret] = required(env, ['YINERDA_URL', 'YINERDA_APP_KEY', 'YINERDA_APP_SECRET'], 'yinerda');
    return yinerdaProvider({ url, appKey, appSecret });
  },
  linkcard: (env) => {
    const [endpoint, accessKeyId, accessKeySecret] = required(env, ['LINKCARD_ENDPOINT', 'LINKCARD_ACCESS_KEY_ID', 'LINKCARD_ACCESS_KEY_SECRET'], 'linkcard');
    return linkcardProvider({ endpoint, accessKeyId, accessKeySecret });
  },
};

/** DATA_FLOW_PROVIDER picks the adapter (default simulated), a new one per call; an unknown name or a missing key stops the start. */
export function dataFlowProvider(env: Env = process.env): DataFlowProvider {
  const name = env.DATA_FLOW_PROVIDER || 'simulated';
  const make = PROVIDERS[name];
  if (!make) throw new ConfigError(`DATA_FLOW_PROVIDER must be one of ${Object.keys(PROVIDERS).join(', ')}, got "${name}"`);
  return make(env);
}
