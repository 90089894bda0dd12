import type { TTheme, TUpdateUserSettingsRequest } from '@futsal/shared/schemas/settings';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { useSwitchLanguage } from '../../../i18n/use-switch-language';
import { useThemeMode } from '../../../theme/ThemeModeProvider';
import { useSettingsQuery } from '../api/get-settings';
import { useUpdateSettingsMutation } from '../api/update-settings';

/**
 * Keeps the signed-in user's language and theme in step with the server
 * (decision 0029): once the settings load, the stored ones are applied
 * (i18nextLng and darkMode are only the client's cache); a user who never
 * saved any keeps what the browser has, and that is stored. Later switches
 * in the top bar are saved too.
 */
export function SettingsSync() {
  useTranslation();
  const { data } = useSettingsQuery();
  const { darkMode, setDarkMode } = useThemeMode();
  const switchLanguage = useSwitchLanguage();
  const { mutate } = useUpdateSettingsMutation();
  const language = currentLanguage();
  const theme: TTheme = darkMode ? 'dark' : 'light';
  const applied = useRef(false);
  const seen = useRef({ language, theme });

  useEffect(() => {
    if (!data || applied.current) return;
    applied.current = true;
    if (data.updatedAt === null) {
      if (data.language !== language || data.theme !== theme) mutate({ language, theme });
      return;
    }
    if (data.language !== language) switchLanguage(data.language);
    if (data.theme !== theme) setDarkMode(data.theme === 'dark');
  }, [data, language, theme, mutate, switchLanguage, setDarkMode]);

  useEffect(() => {
    const changed = seen.current.language !== language || seen.current.theme !== theme;
    seen.current = { language, theme };
    if (!changed || !applied.current || !data) return;
    const patch: TUpdateUserSettingsRequest = {};
    if (language !== data.language) patch.language = language;
    if (theme !== data.theme) patch.theme = theme;
    if (Object.keys(patch).length > 0) mutate(patch);
  }, [language, theme, data, mutate]);

  return null;
}
