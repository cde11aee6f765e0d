// The Node.js flags the built server runs with: in production (`npm start` here, and package.json's `serve` script,
// which carries the same flags) and in the benchmarks that measure it, so they measure what production runs.
// --enable-source-maps: a logged error's stack names the TypeScript source lines.
// --max-semi-space-size=16: V8's young generation may grow to 16 MB per semi-space (three of them at most, 48 MB) when
// requests come fast, so the objects of one request (Fastify's request and reply, its headers, its logger) die young
// instead of being promoted to full collections. 64 held up to about 192 MB resident once grown (a first start's
// seeding grew it at once) for no throughput `npm run bench:http -- --wrk` could tell apart on this machine; see
// docs/caching-and-load.md for the figures.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=16'];
