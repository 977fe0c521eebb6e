import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './i18n';
import './app/global.css';
import { router } from './app/router';
import { installApiHandlers } from './app/api-handlers';
import { startLiveData } from './app/live-data';

installApiHandlers(router);
startLiveData();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
