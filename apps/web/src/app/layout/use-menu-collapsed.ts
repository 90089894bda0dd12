import { useCallback, useState } from 'react';

export const MENU_COLLAPSED_KEY = 'sideMenuCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(MENU_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The desktop side menu's collapsed state, kept in localStorage: a coach who folded it away
 * finds it folded after a reload. (The phone's drawer always starts closed.)
 */
export function useMenuCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      const next = !c;
      try {
        localStorage.setItem(MENU_COLLAPSED_KEY, String(next));
      } catch {
        // Storage refused (private mode, full): the menu still folds, for this visit only.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
