// Preloaded by scripts/bench/memory.mjs (NODE_OPTIONS=--require): every process of the server
// prints its memory every MEMORY_PROBE_MS as one JSON line on stderr, for the bench to read.
const interval = Number(process.env.MEMORY_PROBE_MS || 5000);
setInterval(() => {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(
    `${JSON.stringify({ memoryProbe: process.pid, at: Date.now(), rss, heapTotal, heapUsed, external, arrayBuffers })}\n`,
  );
}, interval).unref();
