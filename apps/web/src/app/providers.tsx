import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { NoticesHost } from '../lib/notices';
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
          {children}
          <NoticesHost />
        </QueryClientProvider>
      </ThemeModeProvider>
    </I18nextProvider>
  );
}
