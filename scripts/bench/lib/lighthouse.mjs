import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath } from './machine.mjs';

// Debian's Chromium needs --no-sandbox as root, and the rest keep it off the (closed) network.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run with the default config (mobile emulation, simulated throttling) in a fresh
 * Chromium with an empty profile, so every run starts with a cold cache. With `{ trace: true }`
 * the answer is `{ lhr, traceEvents }`: the trace of the observed (unthrottled) load that
 * Lighthouse's simulation replays. `{ throttling: 'devtools' }` is the CLI's
 * `--throttling-method=devtools`: Chrome itself delays each request and caps the bandwidth by
 * the mobile preset's figures (`lhr.configSettings.throttling`) and slows the CPU 4x, so the
 * network stands between the document and what it loads, as on a phone.
 */
export async function runLighthouse(url, { trace = false, throttling = 'simulate' } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod: throttling,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return trace
      ? { lhr: result.lhr, traceEvents: result.artifacts.Trace.traceEvents }
      : result.lhr;
  } finally {
    chrome.kill();
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** What the benchmark table shows, from one Lighthouse report. */
export function summarize(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  // Scripts requested before the load event are the page's own (the HTML's async scripts and
  // what hydration asks for); later ones are Next's idle-time prefetches of linked pages.
  const loadTime = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const atLoad = scripts.filter((item) => item.networkRequestTime <= loadTime);
  const mainDocument = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const documentRequest = requests.find(
    (item) => item.resourceType === 'Document' && item.url === mainDocument,
  );
  // Chrome gives a stylesheet of the <head> (which blocks the first paint) the top priority; a
  // preloaded one is not blocking until a <link rel="stylesheet"> asks for it.
  const blockingCss = requests.filter(
    (item) =>
      item.resourceType === 'Stylesheet' && item.priority === 'VeryHigh' && !item.isLinkPreload,
  );
  const failed = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    documentTransfer: documentRequest?.transferSize ?? 0,
    stylesheets: blockingCss.map((item) => ({ url: item.url, transfer: item.transferSize ?? 0 })),
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsResource: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    jsFiles: scripts.length,
    jsAtLoadTransfer: atLoad.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsAtLoadFiles: atLoad.length,
    scripts: scripts.map((item) => ({
      url: item.url,
      atLoad: item.networkRequestTime <= loadTime,
      transfer: item.transferSize ?? 0,
      resource: item.resourceSize ?? 0,
    })),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    failedAudits: {
      accessibility: failed('accessibility'),
      bestPractices: failed('best-practices'),
      seo: failed('seo'),
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const NUMERIC = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'documentTransfer',
  'jsTransfer',
  'jsResource',
  'jsFiles',
  'jsAtLoadTransfer',
  'jsAtLoadFiles',
  'benchmarkIndex',
];

/** Median, least and greatest of one number over the runs. */
export function spreadOf(summaries, key) {
  const values = summaries.map((summary) => summary[key]);
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The median of each number over the runs (each column on its own). */
export function medianOf(summaries) {
  const result = {};
  for (const key of NUMERIC) result[key] = median(summaries.map((summary) => summary[key] ?? 0));
  result.runs = summaries.length;
  result.performanceRuns = summaries.map((summary) => summary.performance);
  // Every audit that failed in any run, per category.
  result.failedAudits = {};
  for (const category of ['accessibility', 'bestPractices', 'seo']) {
    result.failedAudits[category] = [
      ...new Set(summaries.flatMap((summary) => summary.failedAudits[category])),
    ];
  }
  // Static files, the same size in every run.
  result.stylesheets = summaries[0]?.stylesheets ?? [];
  // The script list of the run whose JS total is the median one.
  result.scripts =
    summaries.find((summary) => summary.jsTransfer === result.jsTransfer)?.scripts ?? [];
  return result;
}
