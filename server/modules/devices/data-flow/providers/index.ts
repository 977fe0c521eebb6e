import { ConfigError } from '../../../../config';
import { simulatedProvider } from './simulated';
import type { DataFlowProvider } from './types';

const PROVIDERS: Record<string, DataFlowProvider> = { simulated: simulatedProvider };

/** DATA_FLOW_PROVIDER picks the adapter (default simulated); an unknown name stops the start. */
export function dataFlowProvider(env: NodeJS.ProcessEnv = process.env): DataFlowProvider {
  const name = env.DATA_FLOW_PROVIDER || 'simulated';
  const provider = PROVIDERS[name];
  if (!provider) throw new ConfigError(`DATA_FLOW_PROVIDER must be one of ${Object.keys(PROVIDERS).join(', ')}, got "${name}"`);
  return provider;
}
