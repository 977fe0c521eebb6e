import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cachedFit, fitKey, forgetFits, keepFit } from './fit-cache';
import type { NightFit } from './model/night-model';

const fit = (nightsUsed: number): NightFit => ({ nightsUsed, columns: [], fill: [], regression: null, shape: null });
/** Two contexts of one server share its database plugin; another server has its own. */
const database = {};
const root = { database } as unknown as FastifyInstance;
const child = { database } as unknown as FastifyInstance;
const otherServer = { database: {} } as unknown as FastifyInstance;

describe('the fit cache', () => {
  it('keeps a fit per device, night and slot, shared by a server\'s contexts and by no other server', () => {
    const tonight = fitKey('AW1', 1_000, 600_000);
    keepFit(child, tonight, fit(8));
    expect(cachedFit(root, tonight)?.nightsUsed).toBe(8);
    expect(cachedFit(otherServer, tonight)).toBeUndefined();
    // The next night (a new night completed) and another slot are other keys: refitted.
    expect(cachedFit(root, fitKey('AW1', 1_000 + 86_400_000, 600_000))).toBeUndefined();
    expect(cachedFit(root, fitKey('AW1', 1_000, 1_200_000))).toBeUndefined();
    forgetFits(root);
    expect(cachedFit(child, tonight)).toBeUndefined();
  });
});
