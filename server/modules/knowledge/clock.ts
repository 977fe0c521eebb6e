/**
 * The knowledge base's "now": what decides whether an approved article is published at once or
 * scheduled, and which scheduled articles are due. Tests move it instead of sleeping.
 */
export const knowledgeClock = {
  now: (): Date => new Date(),
};
