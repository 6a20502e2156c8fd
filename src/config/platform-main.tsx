import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readBoot } from './app/boot';
import { PlatformApp } from './features/platform/platform-app';
import './styles/app.css';

/** The platform entry at the bare app domain: sign up or in, create a site, list and open sites. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PlatformApp boot={readBoot()} />
    </QueryClientProvider>
  </StrictMode>,
);
