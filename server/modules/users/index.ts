/** Users of the console: accounts, their companies and the scope an admin or agent manages. */
export { userRoutes as usersModule } from './routes';
export { asViewer, assertUserManageable, assertUserVisible, loadTargetUser, viewerFor } from './user-scope';
export { scopeOf } from './service';
export { userInScope, type UserScope } from './repository';
