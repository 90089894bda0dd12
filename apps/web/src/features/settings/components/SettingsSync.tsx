import { useEffect, useRef } from 'react';
import { currentLanguage } from '../../../i18n';
import { useSwitchLanguage } from '../../../i18n/use-switch-language';
import { useIdle } from '../../../lib/idle';
import {
  onPreferenceChange,
  takePendingPreferences,
  type TPreferenceChange,
} from '../../../lib/preference-events';
import { readDarkMode, useThemeMode } from '../../../theme/ThemeModeProvider';
import { useSettingsQuery } from '../api/get-settings';
import { useUpdateSettingsMutation } from '../api/update-settings';

/**
 * Keeps the signed-in user's language and theme in step with the server (decisions 0029, 0117).
 * Only the user's own choices are saved: a switch in the top bar, one made on the login page
 * before signing in, the settings page. What this device detected or had at load is never
 * stored, so one device cannot rewrite another's. Once the settings load, a language or theme
 * the user chose is applied here (i18nextLng and darkMode are only the client's cache); one never
 * chosen (null) leaves this device as it is.
 */
export function SettingsSync() {
  // Applied once the page is drawn: on this device the client's cache (i18nextLng, darkMode)
  // already drew it in the stored language and theme, the server's copy matters on a new one.
  const { data } = useSettingsQuery(useIdle());
  const { setDarkMode } = useThemeMode();
  const switchLanguage = useSwitchLanguage();
  const { mutate } = useUpdateSettingsMutation();
  const applied = useRef(false);
  /** Choices made in this visit before the settings arrived: the stored ones must not undo them. */
  const chosen = useRef<TPreferenceChange>({});

  useEffect(() => {
    if (!data || applied.current) return;
    applied.current = true;
    const pending = takePendingPreferences();
    const explicit = { ...pending, ...chosen.current };
    if (pending.language || pending.theme) mutate(pending);
    if (!explicit.language && data.language && data.language !== currentLanguage()) {
      switchLanguage(data.language);
    }
    const theme = readDarkMode() ? 'dark' : 'light';
    if (!explicit.theme && data.theme && data.theme !== theme) setDarkMode(data.theme === 'dark');
  }, [data, mutate, switchLanguage, setDarkMode]);

  useEffect(
    () =>
      onPreferenceChange((change) => {
        chosen.current = { ...chosen.current, ...change };
        mutate(change);
      }),
    [mutate],
  );

  return null;
}
