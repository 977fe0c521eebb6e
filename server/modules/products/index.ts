/** The product catalogue (8010), and the lookup the modules that pick from it use. */
export { productRoutes as productsModule } from './routes';
export { productForScope } from './service';
