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
import { headTags } from './lib/head-tags';
import { FIRST_PAGE_HEAD_ID } from './lib/route-heads';
import { createQueryClient, readApi } from './lib/trpc-client';
import { createAppRouter } from './router';

/** A page, with the ids of the routes it matched (the server preloads their code); or where to go instead. */
export type RenderedPage = { status: number; html: string; routeIds: string[] } | { status: number; redirect: string };

const ROOT = '<div id="root"></div>';

/**
 * Renders `url` into `template` (the built index.html, head already written): the app's markup goes into the root
 * element, and the router's hydration data (the loaders' query answers) follows it as inline scripts. The routes' own
 * head (title, description, Open Graph tags), with addresses at `publicUrl`, goes into the head as data, for the
 * browser to put in place of the server's copies (applyFirstPageHead): crawlers read the server's head.
 */
export async function renderPage({
  url,
  template,
  link,
  publicUrl,
}: {
  url: string;
  template: string;
  link: TRPCLink<AppRouter>;
  publicUrl: string;
}): Promise<RenderedPage> {
  if (!template.includes(ROOT)) throw new Error(`The page template has no ${ROOT}`);
  // The table the routes' heads load on their first use, loaded here first to give it the site's address.
  (await import('./lib/route-head-table')).renderHeadsAt(new URL(publicUrl).origin);
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
        const routeHead = jsonForScript(headTags(requestRouter.state.matches.map((match) => match.meta ?? [])));
        return document
          .replace('</head>', () => `<script type="application/json" id="${FIRST_PAGE_HEAD_ID}">${routeHead}</script></head>`)
          .replace(ROOT, () => `<div id="root">${app}</div>`);
      },
    }),
  );
  queryClient.clear();
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) return { status: response.status, redirect: location };
  return { status: response.status, html: await response.text(), routeIds };
}

/** JSON inside a script element, which ends at the first "</script": every "<" escaped, and the line separators too. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
