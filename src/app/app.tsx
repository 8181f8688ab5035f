import { StrictMode, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '../api/api-context';
import { ToastArea } from '../ui/toast';
import { AuthProvider } from '../screens/shared/auth-hooks';
import { ToastsProvider } from '../screens/shared/toasts';
import type { AppServices } from './services';
import { routes } from './routes';

/** The whole SPA: providers around the router. Services are created once, outside React. */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <StrictMode>
      <QueryClientProvider client={services.queryClient}>
        <ApiProvider services={services}>
          <AuthProvider value={services.authActor}>
            <ToastsProvider value={services.toasts}>
              <RouterProvider router={router} />
              <ToastArea queue={services.toasts} />
            </ToastsProvider>
          </AuthProvider>
        </ApiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
