#!/usr/bin/env node
// node scripts/bench/trace.mjs --base=http://127.0.0.1:3600 [--runs=3] [--cpu=4] / /en/salary-verification ...
//
// What the main thread does while a page starts, under Chromium's CPU throttling (4x, as in
// Lighthouse's mobile preset): the long tasks (>= 50 ms), React's commits in each of them (a stub
// of the React DevTools hook: for every commit, which components rendered, mounted or were
// hydrated), the layouts forced from script (Layout trace events inside script) and the LCP
// element. Names of components are the built code's (minified ones get their first element as
// a hint). Compare counts between builds rather than milliseconds: the machine is shared.
import { chromium } from 'playwright-core';
import { pageArgs } from './lib/page-args.mjs';

const { base, runs, cpu, json, paths } = pageArgs();

// Runs in the page before any script: React DOM finds this hook and reports every commit.
function installHook() {
  const commits = [];
  const longTasks = [];
  const lcp = [];
  let rendererId = 0;
  const PerformedWork = 1;
  const isComponent = (tag) => tag === 0 || tag === 1 || tag === 11 || tag === 14 || tag === 15;
  const hostHint = (fiber) => {
    // The first element below the component (depth first), e.g. <section aria-label=...>.
    const stack = fiber.child ? [fiber.child] : [];
    while (stack.length > 0) {
      const f = stack.pop();
      if (typeof f.type === 'string') {
        const p = f.memoizedProps ?? {};
        const mark =
          p['aria-label'] ??
          p.id ??
          (typeof p.className === 'string' ? p.className.split(' ')[0] : '');
        return `<${f.type}${mark ? ' ' + String(mark).slice(0, 24) : ''}>`;
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    return '';
  };
  const nameOf = (fiber) => {
    let type = fiber.type;
    if (type && (fiber.tag === 11 || fiber.tag === 14 || fiber.tag === 15))
      type = type.render ?? type.type ?? type;
    const name = (type && (type.displayName || type.name)) || '';
    return name.length <= 2 ? `${name || 'ƒ'}${hostHint(fiber)}` : name;
  };
  const walk = (next, prev, out) => {
    if (isComponent(next.tag)) {
      if (!prev) out.mounted.push(nameOf(next));
      else if (next.flags & PerformedWork) out.rendered.push(nameOf(next));
    }
    if (prev && next.child === prev.child) return; // bailed out: nothing below changed
    for (let child = next.child; child; child = child.sibling) {
      walk(child, prev ? child.alternate : null, out);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      rendererId += 1;
      this.renderers.set(rendererId, renderer);
      return rendererId;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const start = performance.now();
      const out = { at: start, mounted: [], rendered: [] };
      const current = root.current;
      const previous = current.alternate;
      const firstCommit = !previous || previous.memoizedState?.element == null;
      // The first commit of a hydrated root mounts everything: count it as hydration.
      walk(current, firstCommit ? null : previous, out);
      out.kind = firstCommit ? 'hydrate' : 'update';
      out.hookMs = performance.now() - start;
      commits.push(out);
    },
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      lcp.push({
        at: entry.startTime,
        size: entry.size,
        element: el ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}` : entry.url,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__startup = { commits, longTasks, lcp };
}

function summariseTrace(events) {
  // Layouts whose ancestor on the same thread is script: forced (synchronous) layouts.
  const main = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const scripts = main.filter((e) =>
    [
      'FunctionCall',
      'EvaluateScript',
      'v8.callFunction',
      'TimerFire',
      'FireAnimationFrame',
    ].includes(e.name),
  );
  const layouts = main.filter((e) => e.name === 'Layout');
  const forced = layouts.filter((l) =>
    scripts.some((s) => s.tid === l.tid && s.ts <= l.ts && l.ts + l.dur <= s.ts + s.dur),
  );
  const styles = main.filter((e) => e.name === 'UpdateLayoutTree');
  const forcedStyle = styles.filter((l) =>
    scripts.some((s) => s.tid === l.tid && s.ts <= l.ts && l.ts + l.dur <= s.ts + s.dur),
  );
  // Which scripts began to run before the first contentful paint: Lighthouse's simulated LCP
  // counts every task that started before the observed paint.
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const t0 = nav?.ts ?? 0;
  const evaluated = main
    .filter((e) => e.name === 'EvaluateScript' && e.args?.data?.url)
    .map((e) => ({
      url: e.args.data.url.split('/').pop(),
      at: (e.ts - t0) / 1000,
      ms: e.dur / 1000,
    }));
  const fcpAt = fcp ? (fcp.ts - t0) / 1000 : null;
  return {
    fcpAt,
    scriptsBeforeFcp: fcpAt === null ? [] : evaluated.filter((e) => e.at < fcpAt),
    scriptsAfterFcp: fcpAt === null ? evaluated : evaluated.filter((e) => e.at >= fcpAt),
    layouts: layouts.length,
    forcedLayouts: forced.length,
    forcedLayoutMs: forced.reduce((sum, e) => sum + e.dur / 1000, 0),
    forcedStyle: forcedStyle.length,
  };
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(installHook);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000); // effects, idle work, the parameters' read
  const buffer = await browser.stopTracing();
  const startup = await page.evaluate(() => window.__startup);
  const trace = summariseTrace(JSON.parse(buffer.toString()).traceEvents);
  await context.close();
  return { ...startup, trace };
}

const count = (names) => {
  const counts = new Map();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${n}×${c}` : n)).join(', ');
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const all = {};
for (const path of paths) {
  all[path] = [];
  for (let run = 1; run <= runs; run += 1) {
    const r = await measure(browser, base + path);
    all[path].push(r);
    if (json) continue;
    console.log(`\n## ${path} run ${run} (CPU ${cpu}x)`);
    console.log(
      `long tasks: ${r.longTasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}ms`).join(', ') || 'none'}`,
    );
    console.log(
      `layouts ${r.trace.layouts}, forced from script ${r.trace.forcedLayouts} (${r.trace.forcedLayoutMs.toFixed(1)} ms), forced style recalcs ${r.trace.forcedStyle}`,
    );
    const fmt = (list) =>
      list.map((e) => `${e.url}@${Math.round(e.at)}+${Math.round(e.ms)}`).join(', ');
    console.log(
      `FCP ${Math.round(r.trace.fcpAt ?? -1)} ms; scripts run before it: ${fmt(r.trace.scriptsBeforeFcp) || 'none'}`,
    );
    console.log(`  after it: ${fmt(r.trace.scriptsAfterFcp)}`);
    const last = r.lcp.at(-1);
    if (last) console.log(`LCP ${Math.round(last.at)} ms: ${last.element} (${last.size} px²)`);
    for (const c of r.commits) {
      const task = r.longTasks.find((t) => t.start <= c.at && c.at <= t.start + t.duration);
      console.log(
        `  commit ${c.kind} at ${Math.round(c.at)} ms${task ? ` (in long task ${Math.round(task.start)})` : ''}: ` +
          `${c.mounted.length} mounted, ${c.rendered.length} rendered` +
          ` [${count([...c.rendered, ...c.mounted.filter((m) => !/^(ƒ|\w{1,2})<(meta|link|script)/.test(m)).map((m) => '+' + m)])}]`,
      );
    }
  }
}
if (json) console.log(JSON.stringify(all, null, 2));
await browser.close();
