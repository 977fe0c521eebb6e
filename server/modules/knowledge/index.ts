import type { FastifyPluginAsync } from 'fastify';
import { knowledgeRoutes } from './routes';
import { publisherPlugin } from './publisher';
import './seed';

/** The knowledge base (group 6): articles, review, scheduled publishing and article images. */
export const knowledgeModule: FastifyPluginAsync = async (app) => {
  await app.register(knowledgeRoutes);
  await app.register(publisherPlugin);
};
export { knowledgeClock } from './clock';
export { publishDue } from './repository';
export { ARTICLE_EXTENSIONS } from './extensions';
