import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (decision 0133): the web manifest, in the spec's colours (§9), and the
 * service worker of src/sw/sw.ts, built into dist/sw.js with the list of files to precache: the
 * whole app's code, so any page, the live console's first, opens with no signal. The worker is
 * registered by the app itself (src/app/pwa), in production builds only: `npm run dev` has none.
 */
export function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    devOptions: { enabled: false },
    // The icons are precached by the glob below already.
    includeManifestIcons: false,
    injectManifest: {
      // What the app loads; the build's .br/.gz twins are the same files, chosen by the server.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['sw.js', 'stats*.html'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      rollupFormat: 'iife',
    },
    manifest: {
      name: 'Futsal Manager',
      short_name: 'Futsal',
      description: 'Equipos, jugadores, partidos y estadísticas de fútbol sala',
      lang: 'es',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e88e5',
      background_color: '#f5f5f5',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
  });
}
