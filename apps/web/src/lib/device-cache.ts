import { API_CACHE } from '../sw/api-cache';

/**
 * Deletes the API replies the service worker kept on this device (decision 0134): at sign-out,
 * or when the session ends otherwise (expiry, revocation, another tab), so the next person on a
 * shared tablet finds none of the last coach's matches or squads. The app's code stays cached.
 */
export async function clearDeviceCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_CACHE);
  } catch {
    // Storage refused (private mode): nothing was kept either.
  }
}
