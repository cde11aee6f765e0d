const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="(\/assets\/[\w.-]+\.js)"[^>]*><\/script>[ \t]*\n?/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="(\/assets\/[\w.-]+\.js)"[^>]*>[ \t]*\n?/g;

/**
 * A rendered page's scripts asked for after its first paint. The page is readable without them: the markup and the
 * stylesheet are all the first paint needs. Named in the head, the app's module and its preloads start downloading
 * while the page is still parsed and share a slow phone connection with the stylesheet and the first pictures; written
 * here, a small inline loader adds them once the browser has painted (a frame, then a task), or after half a second
 * where no frame comes (a tab opened in the background). The loader is an inline script, so the page's
 * Content-Security-Policy names it by hash like the hydration data. The app's shell, which shows nothing without its
 * scripts, is never passed through this.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (scripts.length === 0 || !rest.includes('</body>')) return html;
  const loader =
    '(function(preloads,scripts){var started=false;function start(){if(started)return;started=true;var head=document.head;' +
    "preloads.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;head.appendChild(link)});" +
    "scripts.forEach(function(src){var script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=src;head.appendChild(script)})}" +
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)})(${JSON.stringify(preloads)},${JSON.stringify(scripts)})`;
  return rest.replace('</body>', `<script>${loader}</script></body>`);
}
