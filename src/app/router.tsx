import { createAppRouter } from './app-router';

/** The app's one router, on the browser's address bar. */
export const router = createAppRouter();
