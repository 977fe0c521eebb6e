/** Insect monitoring (issue 19): trap pictures counted on the server, insect areas and their statistics. */
export { insectRoutes as insectsModule } from './routes';
export { storeTrapPicture } from './pictures';
