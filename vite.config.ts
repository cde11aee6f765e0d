import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const serverPort = Number(process.env.PORT ?? 3000);
const backend = `http://localhost:${serverPort}`;

/**
 * Public pages arrive rendered, so the app's scripts are needed for taps, not for the first paint: asking for them at
 * low priority leaves a slow phone connection to the stylesheet and the page's images first.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * The brand's faces that paint the first screen (every page's extra-bold heading, the text, the bold navigation) are
 * asked for with the stylesheet instead of after it has been read, so the page swaps to them before it settles. The
 * other weights load when a page uses them.
 */
const FIRST_SCREEN_FONTS = ['baloo-2-latin-800-normal', 'nunito-latin-400-normal', 'nunito-latin-700-normal'];

function preloadFirstScreenFonts(): Plugin {
  return {
    name: 'preload-first-screen-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const files = Object.keys(context.bundle ?? {});
        const links = FIRST_SCREEN_FONTS.map((font) => {
          const file = files.find((name) => name.startsWith(`assets/${font}-`) && name.endsWith('.woff2'));
          if (!file) throw new Error(`The font ${font} is not in the build: update FIRST_SCREEN_FONTS with the weights main.tsx imports`);
          return { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const };
        });
        return { html, tags: links };
      },
    },
  };
}

/**
 * In development the pages come from the server, rendered as in production (server/http/dev-pages.ts): a page request
 * to this dev server is answered by the server, and everything else (scripts, styles, hot reload) by Vite.
 */
function pagesFromTheServer(): Plugin {
  const notPages = /^\/(@|src\/|node_modules\/|trpc|api\/|uploads\/)/;
  const file = /\.[a-z0-9]+$/i;
  return {
    name: 'pages-from-the-server',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        const pagePath = url.split('?')[0] ?? '/';
        const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
        if (!wantsPage || notPages.test(url) || file.test(pagePath)) return next();
        const headers = { accept: request.headers.accept ?? 'text/html', cookie: request.headers.cookie ?? '', 'accept-encoding': 'identity' };
        fetch(new URL(url, backend), { method: request.method, headers, redirect: 'manual' })
          .then(async (answer) => {
            response.statusCode = answer.status;
            answer.headers.forEach((value, name) => {
              if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)) response.setHeader(name, value);
            });
            response.end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(next);
      });
    },
  };
}

/**
 * The browser sanitizes a post with DOMPurify on its own DOM (shared/sanitize-html.browser.ts); the server's page
 * renderer keeps shared/sanitize-html.ts, which needs no DOM. Any import of the latter from the browser's code (for
 * the client build and the dev server's browser side) resolves to the former.
 */
function browserSanitizer(): Plugin {
  const serverFile = path.resolve(import.meta.dirname, 'shared/sanitize-html.ts');
  const browserFile = path.resolve(import.meta.dirname, 'shared/sanitize-html.browser.ts');
  return {
    name: 'browser-sanitizer',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !source.endsWith('sanitize-html')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === serverFile ? browserFile : null;
    },
  };
}

/**
 * Vite wraps each import() of a lazy chunk in a helper that first fetches the chunk's stylesheets and the chunks it
 * imports. A lazy chunk fetches its own imports (decision 0240), and none has a stylesheet of its own: the site's CSS
 * is one file, which the page links. The helper (0.7 kB gzip of the first page's code) then only calls the import, so
 * this build gives it just that call (decision 0244). A lazy chunk that gains a stylesheet fails the build here,
 * instead of showing its page unstyled.
 */
function importsWithoutPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'imports-without-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === helperId ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle(_options, bundle) {
      // The page links the stylesheets of the entry and of the chunks it imports statically; only those.
      const linked = new Set<string>();
      const link = (fileName: string) => {
        const chunk = bundle[fileName];
        if (linked.has(fileName) || chunk?.type !== 'chunk') return;
        linked.add(fileName);
        chunk.imports.forEach(link);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) link(chunk.fileName);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || linked.has(chunk.fileName) || !chunk.viteMetadata?.importedCss.size) continue;
        this.error(`The lazy chunk ${chunk.fileName} imports a stylesheet of its own, which its import() would not load: import it from the entry`);
      }
    },
  };
}

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';

/**
 * QueryClient makes a default mutation cache when it is given none, which ties the mutation cache and the Mutation
 * class (about 0.8 kB gzip of /) to every first page. The browser's query caches are always given one
 * (deferredMutationCache in src/lib/deferred-mutation-cache.ts, real once the write hooks load), so the client build
 * drops that default and its import. A change in query-core's source that this no longer matches fails the build.
 */
function queryClientWithoutDefaultMutationCache(): Plugin {
  const file = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]queryClient\.js$/;
  const edits = [
    ['import { MutationCache } from "./mutationCache.js";\n', ''],
    ['config.mutationCache || new MutationCache()', 'config.mutationCache'],
  ] as const;
  return {
    name: 'query-client-without-default-mutation-cache',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !file.test(id)) return null;
      let edited = code;
      for (const [from, to] of edits) {
        if (!edited.includes(from)) this.error(`query-core's QueryClient no longer has \`${from.trim()}\`: update queryClientWithoutDefaultMutationCache`);
        edited = edited.replace(from, to);
      }
      return { code: edited, map: null };
    },
  };
}

// `vite build --ssr src/entry-server.tsx` writes the server's page renderer beside the client build (dist/ssr next to
// dist/client), where the server looks for it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits every route into its own chunk.
    // A route's loader travels with its component (one chunk, fetched once), and pending screens load only where shown,
    // so the first page carries only the route tree's paths, search parsers, guards and heads.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    scriptsAfterContent(),
    preloadFirstScreenFonts(),
    pagesFromTheServer(),
    browserSanitizer(),
    importsWithoutPreloadHelper(),
    queryClientWithoutDefaultMutationCache(),
  ],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@shared': path.resolve(import.meta.dirname, 'shared'),
      // TanStack's store asks for the shim that backports useSyncExternalStore to React 17; React 19 has it, and the
      // same package's plain version uses it without carrying the backport.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  // The page renderer bundles the icons it uses: left to Node, `lucide-react` loads every one of its icons as a module
  // of its own, about 40 MB resident in the server for the few dozen the site shows.
  // The dev server leaves it to Node as before: bundling it there would transform each icon's module on the first page.
  ...(isSsrBuild ? { ssr: { noExternal: ['lucide-react'] } } : {}),
  build: isSsrBuild
    ? {
        outDir: path.join(path.dirname(clientDir), 'ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        // Written but not named in the chunks: with --enable-source-maps, Node parses the map of every chunk that names
        // one as it loads it, about 20 MB resident for the renderer's. Its code is not minified, so a stack trace
        // through it still names readable functions and lines; the maps beside it translate them by hand.
        sourcemap: 'hidden',
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: clientDir,
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 1200,
        // Every browser the site supports knows <link rel="modulepreload">, so Vite's polyfill for it is dead weight.
        // The first page's modules are listed in its HTML; a lazy chunk's imports are fetched by the browser when it
        // reads the chunk, not from a list of every chunk's imports carried by the first page (decision 0240). A
        // stylesheet a lazy chunk needs is still loaded with it.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, dependencies, { hostType }) =>
            hostType === 'html' ? dependencies : dependencies.filter((dependency) => dependency.endsWith('.css')),
        },
        manifest: true,
        // Everything the first page loads is one chunk, the entry: React, the router, the query cache, tRPC, the site's
        // frame and the small modules lazy routes share with it (search parsers, value lists). gzip reads each file on
        // its own, so one file compresses better than the framework, the entry and the shared pieces apart (1.1 kB less
        // of / than the framework as its own chunk), and the splitter cuts no dozen small shared chunks out of it. Only
        // what the first page loads ('$initial'): a copy nested under another package (react-reconciler's scheduler,
        // which only the game's PixiJS renderer uses) stays with the code that imports it.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'first-page', tags: ['$initial'] }],
            },
          },
          // tRPC's client declares no sideEffects in its package.json, so a bundler must keep every module its index
          // re-exports: the WebSocket link (a class with a static field) rode along unused. Its modules only define.
          treeshake: { moduleSideEffects: (id: string) => (/node_modules[\\/]@trpc[\\/]client[\\/]/.test(id) ? false : undefined) },
        },
      },
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    strictPort: true,
    // Build output, test data and databases change during test runs; none of them are client sources.
    watch: { ignored: ['**/.tmp/**', '**/data/**', '**/dist/**', '**/test-results/**'] },
    proxy: { '/trpc': backend, '/uploads': backend, '/healthz': backend, '/api': backend },
  },
}));
