// After `vite build`: writes <ssr dir>/route-chunks.json, the JavaScript files each route needs to show its page
// (its component and loader chunk and what that chunk imports), minus those the entry script already preloads. The
// server writes them into a rendered page as modulepreload links, so the browser fetches the page's route code beside
// the framework instead of discovering it only once hydration starts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
const ssrDir = path.join(path.dirname(clientDir), 'ssr');
const manifestPath = path.join(clientDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the client first (vite build)`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The file of a manifest entry and of everything it imports statically, as site paths. */
function filesOf(key, into = new Set()) {
  const entry = manifest[key];
  if (!entry || into.has(`/${entry.file}`)) return into;
  into.add(`/${entry.file}`);
  for (const imported of entry.imports ?? []) filesOf(imported, into);
  return into;
}

const alreadyPreloaded = filesOf('index.html');
const routesDir = path.join(root, 'src/routes');
const chunks = {};
for (const file of readdirSync(routesDir, { recursive: true })) {
  if (!/\.tsx?$/.test(file)) continue;
  const routeId = readFileSync(path.join(routesDir, file), 'utf8').match(/createFileRoute\(\s*['"]([^'"]+)['"]\s*\)/)?.[1];
  if (!routeId) continue;
  const source = `src/routes/${file.split(path.sep).join('/')}`;
  // The split that holds the page itself (component, loader); pending, error and not-found screens load only if shown.
  const pageKeys = Object.keys(manifest).filter(
    (key) =>
      key === source ||
      (key.startsWith(`${source}?tsr-split=`) &&
        /component|loader/.test(key.slice(source.length)) &&
        !/(pending|error|notFound)Component/.test(key.slice(source.length))),
  );
  const files = new Set();
  for (const key of pageKeys) filesOf(key, files);
  const needed = [...files].filter((url) => !alreadyPreloaded.has(url));
  if (needed.length > 0) chunks[routeId] = needed;
}
writeFileSync(path.join(ssrDir, 'route-chunks.json'), `${JSON.stringify(chunks, null, 1)}\n`);
