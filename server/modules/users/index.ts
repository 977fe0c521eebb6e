/** Users of the console: accounts and their companies (who sees whom is in server/auth/user-visibility.ts). */
export { userRoutes as usersModule } from './routes';
