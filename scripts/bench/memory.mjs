#!/usr/bin/env node
// npm run bench:memory [-- --dist-dir=.next --minutes=4 --connections=8 --port=3720
//                          --env=MALLOC_ARENA_MAX=2 --env=...]
//
// Where the production server's memory goes under sustained load (issue 35: RSS crept 5-7 MB a
// minute while the JavaScript heap stayed flat). One `next start` of the last build (no build
// here) against a fresh PostgreSQL database, mail to files; autocannon sends a mix of page views
// (home, FAQ, salary page, in both languages) and contact leads (each with its own address) for
// --minutes. Every process of the server reports process.memoryUsage() every 5 s
// (scripts/bench/lib/memory-probe.cjs); the table shows the listening process's RSS, V8 heap
// (used/total), external memory and ArrayBuffers each half minute. --env adds variables to the
// server's environment (e.g. MALLOC_ARENA_MAX=2), to compare runs. Loopback only, bounded in time.
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverage, machineInfo, printMachineInfo } from './lib/machine.mjs';
import { createBenchDatabase, query } from './lib/postgres.mjs';
import { pidsOnPort, runLogged, startNextServer } from './lib/server.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROBE = path.join(PROJECT, 'scripts', 'bench', 'lib', 'memory-probe.cjs');
const PAGES = ['/', '/en', '/faq', '/en/faq', '/loneverifiering', '/en/salary-verification'];
const MB = 1024 * 1024;

function parseArgs(argv) {
  const options = { distDir: '.next', minutes: 4, connections: 8, port: 3720, env: {} };
  for (const arg of argv) {
    const [key, ...rest] = arg.replace(/^--/, '').split('=');
    const value = rest.join('=');
    if (key === 'dist-dir') options.distDir = value;
    else if (key === 'minutes') options.minutes = Number(value);
    else if (key === 'connections') options.connections = Number(value);
    else if (key === 'port') options.port = Number(value);
    else if (key === 'env') {
      const [name, ...parts] = value.split('=');
      options.env[name] = parts.join('=');
    } else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

function contactBody(n) {
  return JSON.stringify({
    type: 'contact',
    name: 'Memory Bench',
    email: `memory-${Date.now()}-${n}@example.se`,
    company: 'Bench AB',
    phone: '+46 70 123 45 67',
    service: 'relocation',
    message: `Memory bench lead ${n}`,
    language: 'sv',
    gdprConsent: true,
  });
}

/**
 * Resident memory of the process by kind of mapping (/proc/<pid>/smaps): WebAssembly memories
 * (V8 reserves 8 GiB or more of address space for each), glibc's main heap ([heap]), other
 * anonymous mappings (V8's heap pages, malloc arenas, thread stacks) and files (code, libraries).
 */
function residentByKind(pid) {
  const kinds = { wasm: 0, mallocHeap: 0, anonymous: 0, files: 0 };
  let kind = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (range) {
      const size = Number(BigInt(`0x${range[2]}`) - BigInt(`0x${range[1]}`));
      const name = range[3];
      if (size >= 8 * 1024 * MB) kind = 'wasm';
      else if (name === '[heap]') kind = 'mallocHeap';
      else if (name.startsWith('/')) kind = 'files';
      else kind = 'anonymous';
    } else if (line.startsWith('Rss:')) {
      kinds[kind] += Number(line.split(/\s+/)[1]) / 1024;
    }
  }
  return kinds;
}

/** The last memory line of the process listening on `port`, from the server's log. */
function lastProbe(logFile, pid) {
  const lines = readFileSync(logFile, 'utf8').split('\n').reverse();
  for (const line of lines) {
    if (!line.startsWith('{"memoryProbe"')) continue;
    const probe = JSON.parse(line);
    if (probe.memoryProbe === pid) return probe;
  }
  return null;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  printMachineInfo(machineInfo());
  console.log(`server environment added: ${JSON.stringify(options.env)}`);
  const db = await createBenchDatabase('memory_');
  const mailDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-mail-'));
  const logFile = path.join(PROJECT, '.data', `bench-memory-${Date.now()}.log`);
  const env = { DATABASE_URL: db.url, NEXT_DIST_DIR: options.distDir };
  let server;
  try {
    await runLogged('npm', ['run', 'db:deploy'], { cwd: PROJECT, env, logFile });
    server = await startNextServer({
      cwd: PROJECT,
      port: options.port,
      env: {
        ...env,
        MAIL_DIR: mailDir,
        RATE_LIMIT_PER_MINUTE: '10000000',
        ...options.env,
        NODE_OPTIONS: `--require ${PROBE} ${options.env.NODE_OPTIONS ?? ''}`.trim(),
      },
      logFile,
    });
    const [pid] = pidsOnPort(options.port);
    let leads = 0;
    const requests = [
      ...PAGES.map((page) => ({ method: 'GET', path: page })),
      {
        method: 'POST',
        path: '/api/send-contact-email',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: contactBody((leads += 1)) }),
      },
    ];
    const rows = [];
    const started = Date.now();
    const sample = () => {
      const probe = lastProbe(logFile, pid);
      if (!probe) return;
      rows.push({
        s: Math.round((Date.now() - started) / 1000),
        rss: probe.rss / MB,
        heapUsed: probe.heapUsed / MB,
        heapTotal: probe.heapTotal / MB,
        external: probe.external / MB,
        arrayBuffers: probe.arrayBuffers / MB,
        ...residentByKind(pid),
        load: loadAverage(),
      });
    };
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    sample();
    const timer = setInterval(sample, 30_000);
    const result = await autocannon({
      url: server.url,
      connections: options.connections,
      duration: options.minutes * 60,
      requests,
    });
    clearInterval(timer);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    sample();
    const [{ count }] = await query(db.url, 'SELECT count(*)::int AS count FROM contact_messages');
    console.log(
      `\n${result.requests.total} requests (${result.non2xx} non-2xx, ${result.errors} errors) in ` +
        `${options.minutes} min with ${options.connections} connections; ${count} leads stored`,
    );
    console.log(
      '\n| s | RSS MB | heap used MB | heap total MB | external MB | ArrayBuffers MB | ' +
        'RSS of WebAssembly memories | malloc [heap] | other anonymous | files | load |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.log(
        `| ${row.s} | ${row.rss.toFixed(1)} | ${row.heapUsed.toFixed(1)} | ${row.heapTotal.toFixed(1)} | ` +
          `${row.external.toFixed(1)} | ${row.arrayBuffers.toFixed(1)} | ${row.wasm.toFixed(1)} | ` +
          `${row.mallocHeap.toFixed(1)} | ${row.anonymous.toFixed(1)} | ${row.files.toFixed(1)} | ${row.load} |`,
      );
    }
  } finally {
    await server?.stop();
    await db.drop();
    rmSync(mailDir, { recursive: true, force: true });
  }
}

await main();
