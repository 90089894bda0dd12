import { livePath } from '@futsal/shared/values/live-share';

/** The full address a coach copies: this app's origin and the live page's path. */
export const liveUrl = (token: string, origin = window.location.origin) =>
  `${origin}${livePath(token)}`;
