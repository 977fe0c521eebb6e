/** Login, logout, lock and unlock, password reset: the session's lifecycle. */
export { authRoutes as authModule } from './routes';
