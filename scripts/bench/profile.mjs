#!/usr/bin/env node
// node scripts/bench/profile.mjs --base=http://127.0.0.1:3600 [--runs=3] [--cpu=4] / /en/salary-verification ...
//
// Where the main thread's JavaScript time goes while a page starts: a V8 sampling profile (the
// DevTools protocol's Profiler, one sample per 100 µs) from navigation until 1.5 s after the load
// event, under Chromium's CPU throttling (4x, as in Lighthouse's mobile preset), averaged over the
// runs. Prints the self time per script and the functions with the most self time (minified
// names with their position in the script, to look up in the built chunk). Native work a function
// starts (an Intl constructor loading the browser's locale or time-zone data, say) counts as that
// function's self time. Compare pages and builds within one run: the machine's load moves the
// milliseconds.
import { chromium } from 'playwright-core';
import { pageArgs } from './lib/page-args.mjs';

const { base, runs, cpu, paths } = pageArgs();

const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
const fileOf = (url) => url.split('/').pop() || '(native)';

/** Self time in µs per script file and per function, from one CPU profile. */
function selfTimes(profile, perFile, perFunction) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (let i = 0; i < profile.samples.length; i++) {
    const { callFrame } = nodes.get(profile.samples[i]);
    const us = profile.timeDeltas[i + 1] ?? 0;
    const file = NOT_SCRIPT.has(callFrame.functionName)
      ? callFrame.functionName
      : fileOf(callFrame.url);
    perFile.set(file, (perFile.get(file) ?? 0) + us);
    if (NOT_SCRIPT.has(callFrame.functionName)) continue;
    const name = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    perFunction.set(name, (perFunction.get(name) ?? 0) + us);
  }
}

const ms = (us) => (us / runs / 1000).toFixed(1).padStart(7);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const path of paths) {
    const perFile = new Map();
    const perFunction = new Map();
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(new URL(path, base).href, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const { profile } = await cdp.send('Profiler.stop');
      selfTimes(profile, perFile, perFunction);
      await context.close();
    }
    const scriptTotal = [...perFile]
      .filter(([file]) => !NOT_SCRIPT.has(file))
      .reduce((sum, [, us]) => sum + us, 0);
    console.log(`\n## ${path} (CPU ${cpu}x, mean of ${runs} runs, ms)`);
    console.log(`JavaScript self time ${ms(scriptTotal).trim()}`);
    for (const [file, us] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
      console.log(`${ms(us)}  ${file}`);
    }
    console.log('functions:');
    for (const [name, us] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      console.log(`${ms(us)}  ${name}`);
    }
  }
} finally {
  await browser.close();
}
