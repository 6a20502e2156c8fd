import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError } from './api/client';
import { features } from './app/features';
import { AppLayout, RouteError } from './app/layout';
import { t } from './text';
import './styles/app.css';
import './features/media/media.css';

/** The owners' app at /config/ on a site's host. Each feature adds its routes (see app/features.ts). */
const queryClient = new QueryClient({
  defaultOptions: {
    // A 4xx will not heal by retrying; a network blip might.
    queries: {
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteError />,
      // Screens load lazily: until the first one has, the frame says so (and React Router has its fallback).
      hydrateFallbackElement: (
        <p className="app-loading" role="status">
          {t('owners.app.loading')}
        </p>
      ),
      children: features.flatMap((feature) => feature.routes),
    },
  ],
  { basename: '/config' },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
