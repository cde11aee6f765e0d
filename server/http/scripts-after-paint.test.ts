import { describe, expect, it } from 'vitest';
import { withScriptsAfterFirstPaint } from './scripts-after-paint';

const PAGE = [
  '<html><head>',
  '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
  '</head><body><div id="root"><h1>Shop</h1></div><script>self.$_TSR={}</script></body></html>',
].join('\n');

describe('withScriptsAfterFirstPaint', () => {
  it('takes the module script and its preloads out of the head and asks for them from a loader at the end of the body', () => {
    const html = withScriptsAfterFirstPaint(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    // The stylesheet stays: the first paint needs it.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    const loader = html.match(/<script>(\(function\(preloads,scripts\)[\s\S]*?)<\/script><\/body>/)?.[1];
    expect(loader).toContain('["/assets/framework-2.js"],["/assets/index-1.js"]');
    expect(loader).toContain('requestAnimationFrame');
    // The hydration data still comes before the loader, so it is there when the app starts.
    expect(html.indexOf('self.$_TSR')).toBeLessThan(html.indexOf('(function(preloads'));
  });

  it('leaves a page without a module script as it is', () => {
    const page = '<html><head></head><body><p>Hello</p></body></html>';
    expect(withScriptsAfterFirstPaint(page)).toBe(page);
  });
});
