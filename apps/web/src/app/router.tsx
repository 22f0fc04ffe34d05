import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { buildRouteObjects } from './build-routes';
import { NOT_FOUND_PATH, redirects, routeEntries } from './routes';

export const router = createBrowserRouter(
  buildRouteObjects(routeEntries, redirects, <AppLayout />, NOT_FOUND_PATH),
);
