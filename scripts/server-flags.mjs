// The Node.js flags the built server runs with: in production (`npm start` here, and package.json's `serve` script,
// which carries the same flags; tests/tooling/server-flags.test.mjs holds the two together) and in the benchmarks that
// measure it, so they measure what production runs. Node's cluster starts the worker with the supervisor's flags.
// No --enable-source-maps: with it Node reads and keeps the source map of every module that names one as it loads,
// the packages' included (@trpc, @tanstack, react-dom...), about 11 MB of the worker's heap, 2 of them the server's
// own. A stack then names the lines of dist/server's chunks, which are not minified and mark each source file with a
// `// server/...` comment. The maps are still written beside the chunks: NODE_OPTIONS=--enable-source-maps turns them
// on for a process whose errors are being chased (the worker inherits it).
// --max-semi-space-size=4: V8's young generation may grow to 4 MB per semi-space (8 MB committed once grown). The
// objects of one request (Fastify's request and reply, its headers, its logger) still die young at that size; 16 held
// 32 MB committed from the first start on (a start's migrations grew it at once) and 64 up to 192 MB, for no
// throughput `npm run bench:http -- --wrk` could tell apart on this machine.
// --max-old-space-size=512: besides capping the old generation (the worker's live heap is about 60 MB; a worker that
// runs out is restarted by the supervisor), V8 derives from the cap how far the heap may grow before the next full
// collection: on a host with gigabytes of memory it let the worker's heap grow up to four times its live size between
// collections, about 30 MB more resident after the load. A host with 1 GB gets about this cap from V8 anyway.
// The figures: docs/caching-and-load.md.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=512'];
