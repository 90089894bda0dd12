import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * What the browsers the build targets (Vite's baseline: Safari 16, Chrome 107, Firefox 104)
 * still read only with `-webkit-`. Emotion's default prefixer wrote three spellings of every
 * flex declaration, `-moz-` and `-ms-` forms, and a `@-webkit-keyframes` copy of every
 * animation: a fifth of the console's first styles, parsed on a phone's main thread inside
 * React's commits (decision 0096).
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'hyphens',
  'box-decoration-break',
]);

/** A stylis plugin: a declaration of WEBKIT_ONLY gets its `-webkit-` twin before it. */
const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.has(String(element.props))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The app's style cache: Emotion's, with webkitPrefixer in place of its prefixer. */
export const emotionCache = createCache({ key: 'css', stylisPlugins: [webkitPrefixer] });
