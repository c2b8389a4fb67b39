// npx tsx scripts/bench/counting-cost.ts: the counting work middleware.ts adds to one page
// request, timed in-process (no server, no network): the decision (isbot included), the row's
// fields (day, referrer host, UTM values, device) and the in-memory increment. The writes to the
// database happen on a timer, off the request path, and are not part of this figure.
import { performance } from 'node:perf_hooks';
import { deviceClass, isCountable, referrerDomain, utmOf } from '../../lib/insights/classify';
import { stockholmDate } from '../../lib/salary/rules';
import { PageViewCounter } from '../../lib/insights/counter';

const counter = new PageViewCounter({ intervalMs: 3_600_000, write: async () => {} });
const headers = new Headers({
  accept: 'text/html,application/xhtml+xml',
  'sec-fetch-dest': 'document',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  referer: 'https://news.example.com/article?id=42',
});
const url = new URL('https://www.talentbridge.se/om-oss?utm_source=newsletter&utm_campaign=june');

function once(): void {
  if (!isCountable({ method: 'GET', headers })) throw new Error('not counted');
  counter.add({
    day: stockholmDate(new Date()),
    page: '/about',
    language: 'sv',
    referrerHost: referrerDomain(headers.get('referer'), [url.hostname]),
    ...utmOf(url.searchParams),
    device: deviceClass(headers.get('user-agent')),
  });
}

for (let i = 0; i < 20_000; i += 1) once(); // warm-up (JIT)
const samples: number[] = [];
for (let batch = 0; batch < 200; batch += 1) {
  const start = performance.now();
  for (let i = 0; i < 500; i += 1) once();
  samples.push(((performance.now() - start) * 1000) / 500); // µs per request
}
samples.sort((a, b) => a - b);
const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
console.log(
  `counting work per request (µs, 200 batches of 500): p50 ${at(0.5)?.toFixed(2)}, p99 ${at(0.99)?.toFixed(2)}`,
);
