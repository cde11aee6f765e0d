// The server's renderer of public pages, built by Vite as a separate bundle (`vite build --ssr`) and loaded by the
// Fastify server. Each call makes its own router, query cache and tRPC client: nothing read for one request can
// appear in another's page. The tRPC link is the server's own (the router called in-process as an anonymous visitor),
// so a page's data costs no HTTP round trip and never holds anything personal.
import { QueryClientProvider } from '@tanstack/react-query';
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server';
import { createTRPCUntypedClient, type TRPCLink } from '@trpc/client';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { AppRouter } from '@/lib/api-types';
import { createQueryClient, readApi } from './lib/trpc-client';
import { createAppRouter } from './router';

/** A page, with the ids of the routes it matched (the server preloads their code); or where to go instead. */
export type RenderedPage = { status: number; html: string; routeIds: string[] } | { status: number; redirect: string };

const ROOT = '<div id="root"></div>';

/**
 * Renders `url` into `template` (the built index.html, head already written): the app's markup goes into the root
 * element, and the router's hydration data (the loaders' query answers) follows it as inline scripts.
 */
export async function renderPage({ url, template, link }: { url: string; template: string; link: TRPCLink<AppRouter> }): Promise<RenderedPage> {
  if (!template.includes(ROOT)) throw new Error(`The page template has no ${ROOT}`);
  const queryClient = createQueryClient();
  const trpcClient = createTRPCUntypedClient({ links: [link] });
  const router = createAppRouter({ queryClient, trpcClient });
  const handler = createRequestHandler({ createRouter: () => router, request: new Request(new URL(url, 'http://localhost')) });
  // The router adds the doctype itself.
  const document = template.replace(/^\s*<!doctype html>\s*/i, '');
  let routeIds: string[] = [];
  const response = await handler(({ router: requestRouter, responseHeaders }) =>
    renderSsrHtmlResponse({
      router: requestRouter,
      responseHeaders,
      render: () => {
        routeIds = requestRouter.state.matches.map((match) => match.routeId);
        const app = renderToString(
          <StrictMode>
            <readApi.Provider client={trpcClient} queryClient={queryClient}>
              <QueryClientProvider client={queryClient}>
                <RouterServer router={requestRouter} />
              </QueryClientProvider>
            </readApi.Provider>
          </StrictMode>,
        );
        return document.replace(ROOT, () => `<div id="root">${app}</div>`);
      },
    }),
  );
  queryClient.clear();
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) return { status: response.status, redirect: location };
  return { status: response.status, html: await response.text(), routeIds };
}
