#!/usr/bin/env node
// node scripts/bench/lcp.mjs http://127.0.0.1:3600/ [more URLs]
// One Lighthouse run per URL (the same config as bench:pages) and what decides its LCP: the
// element, the observed vs simulated timings, the LCP phases, render-blocking resources and the
// main-thread work by category, and the race that decides the simulated LCP: which scripts were
// downloaded and began to run before the observed first paint (docs/benchmarks.md section 4).
import { runLighthouse } from './lib/lighthouse.mjs';

for (const url of process.argv.slice(2)) {
  const { lhr, traceEvents } = await runLighthouse(url, { trace: true });
  const a = lhr.audits;
  const m = a.metrics.details.items[0];
  console.log(`\n## ${url}: perf ${Math.round(lhr.categories.performance.score * 100)}`);
  console.log(
    `simulated FCP ${Math.round(m.firstContentfulPaint)} LCP ${Math.round(m.largestContentfulPaint)} TBT ${Math.round(m.totalBlockingTime)}; ` +
      `observed FCP ${m.observedFirstContentfulPaint} LCP ${m.observedLargestContentfulPaint} DCL ${m.observedDomContentLoaded} load ${m.observedLoad}`,
  );
  const lcpItems = a['largest-contentful-paint-element']?.details?.items ?? [];
  for (const item of lcpItems) {
    if (item.type === 'table') {
      for (const row of item.items)
        console.log(`  ${row.node?.snippet ?? ''}${row.phase ?? ''} ${row.timing ?? ''}`.trim());
    }
  }
  const blocking =
    a['render-blocking-resources']?.details?.items ??
    a['render-blocking-insight']?.details?.items ??
    [];
  console.log(
    `render-blocking: ${blocking.map((b) => `${b.url} ${Math.round(b.wastedMs ?? 0)}ms`).join(', ') || 'none'}`,
  );
  const work = a['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(`main thread: ${work.map((w) => `${w.group} ${Math.round(w.duration)}`).join(', ')}`);
  const boot = a['bootup-time']?.details?.items ?? [];
  console.log(
    `scripts: ${boot
      .slice(0, 5)
      .map(
        (b) => `${b.url.split('/').pop()} ${Math.round(b.total)} (eval ${Math.round(b.scripting)})`,
      )
      .join(', ')}`,
  );
  const long = a['long-tasks']?.details?.items ?? [];
  console.log(
    `long tasks (simulated): ${long.map((t) => `${t.url.split('/').pop()}@${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(', ')}`,
  );
  console.log(scriptsBeforePaint(lhr, traceEvents));
}

// Lighthouse's simulated LCP replays every script that finished downloading and began to run
// before the observed LCP (lantern's FirstContentfulPaint.getRenderBlockingNodeData); a script
// that runs only after the paint is left out, download and all.
function scriptsBeforePaint(lhr, traceEvents) {
  const navigation = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  const paint = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const firstRun = new Map();
  for (const e of traceEvents) {
    const scriptUrl = e.name === 'EvaluateScript' ? e.args?.data?.url : undefined;
    if (!navigation || !scriptUrl) continue;
    const at = (e.ts - navigation.ts) / 1000;
    if (!firstRun.has(scriptUrl) || at < firstRun.get(scriptUrl)) firstRun.set(scriptUrl, at);
  }
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const replayed = scripts.filter(
    (item) => item.networkEndTime <= paint && (firstRun.get(item.url) ?? Infinity) <= paint,
  );
  const kib = replayed.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  const runs = [...firstRun.values()].filter((at) => at > 0);
  return (
    `scripts run before the observed LCP (${Math.round(paint)} ms): ${replayed.length} of ` +
    `${scripts.length}, ${kib.toFixed(1)} KiB in the simulated LCP; ` +
    `first script run at ${runs.length ? Math.round(Math.min(...runs)) : '-'} ms`
  );
}
