import { useRouter } from '@tanstack/react-router';

/**
 * What pages may ask of the shell without importing it (pages never import src/app): the router
 * carries it as its context.
 */
export interface ShellContext {
  /** Where a fresh login lands: the real-time page once it exists and is allowed, else home. */
  landingPath(): string;
  /** A route name's path (the lock screen returns to the last page by name). */
  pathOfName(name: string): string | undefined;
}

export function useShellContext(): ShellContext {
  return useRouter().options.context as ShellContext;
}
