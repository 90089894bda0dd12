import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { NoticesHost } from '../lib/notices';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';

/**
 * App-wide providers: i18n, theme (light/dark), notices. Server state (TanStack Query) is not
 * here: the routes that need it load it (app/server-state), so /login does without it. Tests
 * that render a page alone wrap it in TestProviders (test/providers), which adds a client.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeModeProvider>
        {children}
        <NoticesHost />
      </ThemeModeProvider>
    </I18nextProvider>
  );
}
