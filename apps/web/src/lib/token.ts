import { decodeJwt } from 'jose';

export const TOKEN_KEY = 'token';

/** Spec §5: the token decodes, carries an `exp` (seconds) and it is later than now. */
export function isTokenValid(
  token: string | null | undefined,
  nowMs: number = Date.now(),
): boolean {
  if (!token) return false;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs;
  } catch {
    return false;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  emit();
}

/**
 * Start-up check (spec §4): keeps the stored token only when it is valid,
 * otherwise removes it. Returns the token that survives, or null.
 */
export function checkStoredToken(nowMs: number = Date.now()): string | null {
  const token = getToken();
  if (token && isTokenValid(token, nowMs)) return token;
  if (token !== null) removeToken();
  return null;
}

/** Listens to this tab's changes and, through the storage event, to other tabs'. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
