import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // MUI parts that most lazy pages share (inputs, select/menu, modal, alert, icon button...)
              // go in one chunk. Left alone, each became its own tiny common chunk and /login
              // fetched some 30 files; rarely shared parts (drawer, tooltip...) still split per page.
              name: 'mui-common',
              test: /node_modules[\\/](@mui|@emotion|react-transition-group)[\\/]/,
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
});
