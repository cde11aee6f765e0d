import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const foldersIn = (dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Layers, each importing only the ones below it (every folder has its zone; tests/tooling/lint-zones.test.ts probes
// each one with a forbidden import):
//   src's entries (main, router, entry-server) → src/routes → src/features → src/components, src/lib → shared
//   src/routes, src/features → game/ui, game/sync (the panel's doors) → game/render → game/engine → (nothing)
//   game/ui, game/render, game/sync → src/components, src/lib (never features, routes or the app's entries)
//   server: index, app → server/http → server/trpc → server/routers → server/services → server/auth → server/db
//   server → shared → game/engine
// The browser never imports server code (the router's type, erased at build time, is the one exception, in
// src/lib/api-types.ts), and a feature never imports another feature: what two features share moves down a layer.
// The back office's screens are features of their own, sharing only admin/shared, admin/images and admin/layout.
// Nothing the app runs imports tests/.
const ADMIN_COMMON = ['shared', 'images', 'layout'];
const APP_ENTRIES = ['./src/main.tsx', './src/router.tsx', './src/entry-server.tsx'];
const featureZones = [
  ...foldersIn('./src/features/')
    .filter((feature) => feature !== 'admin')
    .map((feature) => ({ target: `./src/features/${feature}`, from: './src/features', except: [`./${feature}`] })),
  ...foldersIn('./src/features/admin/')
    .filter((screen) => !ADMIN_COMMON.includes(screen))
    .map((screen) => ({
      target: `./src/features/admin/${screen}`,
      from: './src/features',
      except: [`./admin/${screen}`, ...ADMIN_COMMON.map((common) => `./admin/${common}`)],
    })),
];
const BOUNDARIES = [
  { target: ['./src', './game/ui', './game/render', './game/sync'], from: './server', message: 'The browser must not import server code.' },
  { target: './server', from: ['./src', './game/ui', './game/render', './game/sync'], message: 'The server must not import browser code.' },
  {
    target: './shared',
    from: ['./server', './src', './game/ui', './game/render', './game/sync'],
    message: 'shared/ runs on both sides and imports neither (the pure game engine aside).',
  },
  {
    target: './game/engine',
    from: ['./src', './server', './shared', './game/ui', './game/render', './game/sync'],
    message: 'The game engine is pure and imports nothing of the app.',
  },
  { target: ['./src/components', './src/lib'], from: ['./src/features', './src/routes'], message: 'Components and lib sit below features and routes.' },
  { target: './src/features', from: './src/routes', message: 'Features sit below routes.' },
  {
    target: ['./src/features', './src/components', './src/lib', './game'],
    from: APP_ENTRIES,
    message: 'The app’s entries (main, router, entry-server) sit on top; routes may read the router’s context type.',
  },
  { target: ['./src/components', './src/lib'], from: './game', message: 'Components and lib sit below the game, which uses them.' },
  {
    target: ['./src/routes', './src/features'],
    from: ['./game/engine', './game/render'],
    message: 'The engine and PixiJS load with the panel: the site reaches the game through game/ui and game/sync.',
  },
  {
    target: ['./game/ui', './game/render', './game/sync'],
    from: ['./src/features', './src/routes'],
    message: 'The game sits beside the features: it may use src/components and src/lib, not features or routes.',
  },
  {
    target: './server/db',
    from: ['./server/auth', './server/services', './server/routers', './server/trpc', './server/http'],
    message: 'The database layer sits below everything else in the server.',
  },
  {
    target: './server/auth',
    from: ['./server/services', './server/routers', './server/trpc', './server/http'],
    message: 'Sessions and passwords sit below the domain services and the transports.',
  },
  {
    target: './server/services',
    from: ['./server/routers', './server/trpc', './server/http'],
    message: 'Domain services sit below the procedures and HTTP routes that call them.',
  },
  { target: './server/routers', from: './server/http', message: 'Procedures do not depend on the HTTP layer around them.' },
  { target: ['./src', './game', './shared', './server'], from: './tests', message: 'Nothing the app runs imports tests.' },
  ...featureZones.map((zone) => ({ ...zone, message: 'A feature must not import another feature; move what they share down a layer.' })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'src/routeTree.gen.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/tooling/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
