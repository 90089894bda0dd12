import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { NoticesHost } from '../lib/notices';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { setCurrentQueryClient } from './server-state/current';

/**
 * App-wide providers: i18n, theme (light/dark), notices. Server state (TanStack Query) is not
 * here: the routes that need it load it (app/server-state), so /login does without it. A
 * `queryClient` given here (tests rendering a page alone) becomes the app's client.
 */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  useState(() => queryClient && setCurrentQueryClient(queryClient));
  const content = (
    <>
      {children}
      <NoticesHost />
    </>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeModeProvider>
        {queryClient ? (
          <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
        ) : (
          content
        )}
      </ThemeModeProvider>
    </I18nextProvider>
  );
}
