// React's fast refresh in development: the pages come rendered from the server, so its preamble cannot ride in Vite's
// own index.html and is imported here, first; in a build this module is empty.
import '@vitejs/plugin-react/preamble';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyFirstPageHead } from './lib/route-heads';
import { createQueryClient, lazyBrowserClient, readApi } from './lib/trpc-client';
import { createAppRouter } from './router';
import './styles.css';
// The brand's type, served from this site: Latin only and only the weights the pages use (Baloo 2 for headings at
// bold and extra bold; Nunito for text at regular, semi-bold, bold and extra bold). Each face swaps in when it
// arrives, so text is never invisible while it loads.
import '@fontsource/baloo-2/latin-700.css';
import '@fontsource/baloo-2/latin-800.css';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-600.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';

// zod compiles object schemas with `new Function` when it may, and finds out by trying: under this site's
// Content-Security-Policy (no 'unsafe-eval') the try is a reported violation on every page with a form. Parsing
// without the compiled path is as correct and fast enough for a form. zod reads its settings from this global (what
// its `config({ jitless: true })` writes); set here without importing zod, which the first page does not load.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const queryClient = createQueryClient();
const trpcClient = lazyBrowserClient();
const router = createAppRouter({ queryClient, trpcClient });

// The server wrote the first page's head for crawlers and link previews, and it describes this page until the visitor
// moves to another, where the routes' heads (RouteHead) take over; its title, description and Open Graph tags are
// the routes' own from the start (applyFirstPageHead).
applyFirstPageHead();
const stopWatchingFirstPage = router.subscribe('onResolved', (event) => {
  if (!event.pathChanged || !event.fromLocation) return;
  for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();
  stopWatchingFirstPage();
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// A public page arrives rendered, with the router's state and the loaders' answers in `$_TSR` (written by the
// server's inline scripts): the app takes over that markup without reading anything again. Member pages and the back
// office arrive as an empty shell and are rendered here.
const serverRendered = '$_TSR' in window;
const app = (
  <StrictMode>
    <readApi.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{serverRendered ? <RouterClient router={router} /> : <RouterProvider router={router} />}</QueryClientProvider>
    </readApi.Provider>
  </StrictMode>
);
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of holding the main
// thread for the whole page: the visitor can scroll and tap while the rendered page comes alive.
if (serverRendered) startTransition(() => void hydrateRoot(rootElement, app));
else createRoot(rootElement).render(app);

declare global {
  interface Window {
    $_TSR?: unknown;
  }
}
