import type { TLanguage } from '@futsal/shared/limits';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { completeCatalog } from './index';

/**
 * Switches the interface language and keeps it where spec §1 keeps it: in
 * i18nextLng (the detector's cache) and in `?lng=` of the current URL, on
 * public and signed-in pages alike.
 */
export function useSwitchLanguage(): (lng: TLanguage) => void {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (lng: TLanguage) => {
      // A language picked on /login has only its first part: the rest first, then the switch.
      void completeCatalog(lng)
        .catch(() => undefined)
        .then(() => i18n.changeLanguage(lng));
      const params = new URLSearchParams(location.search);
      if (params.get('lng') === lng) return;
      params.set('lng', lng);
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        { replace: true, state: location.state as unknown },
      );
    },
    [i18n, location, navigate],
  );
}
