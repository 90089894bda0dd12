import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LIMITS } from '@futsal/shared/limits';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

/** App-wide providers: i18n, theme (light/dark), server state, notices. */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeModeProvider>
        <QueryClientProvider client={client}>
          <SnackbarProvider
            maxSnack={LIMITS.notifications.max}
            autoHideDuration={LIMITS.notifications.autoHideMs}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          >
            {children}
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeModeProvider>
    </I18nextProvider>
  );
}
