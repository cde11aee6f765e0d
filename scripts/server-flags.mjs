// The Node.js flags the built server runs with: in production (`npm start` here, and package.json's `serve` script,
// which carries the same flags) and in the benchmarks that measure it, so they measure what production runs.
// --enable-source-maps: a logged error's stack names the TypeScript source lines.
// --max-semi-space-size=64: V8's young generation may grow to 64 MB per semi-space (16 MB by default) when requests
// come fast. The objects of one request (Fastify's request and reply, its headers, its logger) then die young, instead
// of being promoted and left to full collections that mark the whole heap, page renderer and caches included
// (`npm run bench:http` shows the difference). The memory is taken only under load.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];
