import { useEffect, useRef } from 'react';
import { currentLanguage } from '../../../i18n';
import { useSwitchLanguage } from '../../../i18n/use-switch-language';
import { useIdle } from '../../../lib/idle';
import { onPreferenceChange } from '../../../lib/preference-events';
import { readDarkMode, useThemeMode } from '../../../theme/ThemeModeProvider';
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
  // Applied once the page is drawn: on this device the client's cache (i18nextLng, darkMode)
  // already drew it in the stored language and theme, the server's copy matters on a new one.
  const { data } = useSettingsQuery(useIdle());
  const { setDarkMode } = useThemeMode();
  const switchLanguage = useSwitchLanguage();
  const { mutate } = useUpdateSettingsMutation();
  const applied = useRef(false);

  useEffect(() => {
    if (!data || applied.current) return;
    applied.current = true;
    const language = currentLanguage();
    const theme = readDarkMode() ? 'dark' : 'light';
    if (data.updatedAt === null) {
      if (data.language !== language || data.theme !== theme) mutate({ language, theme });
      return;
    }
    if (data.language !== language) switchLanguage(data.language);
    if (data.theme !== theme) setDarkMode(data.theme === 'dark');
  }, [data, mutate, switchLanguage, setDarkMode]);

  useEffect(() => onPreferenceChange((change) => mutate(change)), [mutate]);

  return null;
}
