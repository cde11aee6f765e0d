import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api, queryClient, trpcClient } from './lib/trpc';
import { router } from './router';
import './styles.css';

// The server wrote the first page's head for crawlers and link previews. Routes write their own title, description
// and Open Graph tags (TanStack Router's HeadContent), so the server's copies of those go now (a second <title> would
// win); the rest (canonical address, schema.org data) describes this page until the visitor moves to another.
const writtenByRoutes = ['title', 'meta[name="description"]', 'meta[property^="og:"]', 'meta[property^="article:"]'];
for (const element of document.head.querySelectorAll(writtenByRoutes.map((selector) => `${selector}[data-server-head]`).join(','))) element.remove();
const stopWatchingFirstPage = router.subscribe('onResolved', (event) => {
  if (!event.pathChanged || !event.fromLocation) return;
  for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();
  stopWatchingFirstPage();
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <api.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </api.Provider>
  </StrictMode>,
);
