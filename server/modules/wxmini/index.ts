/** WeChat mini-program: its access token, subscribe messages, and users' openid bindings. */
export { wxminiRoutes as wxminiModule } from './routes';
export { boundOpenids } from './repository';
