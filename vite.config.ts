import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.PORT ?? 3000);
const backend = `http://localhost:${serverPort}`;

export default defineConfig({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits every route into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src'), '@shared': path.resolve(import.meta.dirname, 'shared') } },
  build: { outDir: process.env.CLIENT_DIR ?? 'dist/client', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1200 },
  server: {
    port: 5173,
    // Build output, test data and databases change during test runs; none of them are client sources.
    watch: { ignored: ['**/.tmp/**', '**/data/**', '**/dist/**', '**/test-results/**'] },
    proxy: { '/trpc': backend, '/uploads': backend, '/healthz': backend, '/api': backend },
  },
});
