// `npm run measure:body-limits` (after `npm run build`): starts `next start` of the last build on
// a port of its own (BODY_LIMITS_PORT, default 3129) against DATABASE_URL (PostgreSQL, required),
// sends a 64 MB body (declared, then chunked) to every route and form action
// (scripts/lib/huge-body.ts), and reports per request the status and the time to the answer, and
// the server process's resident memory at start, after two control rounds of the same requests
// with 1 MB bodies, at its peak during the 64 MB rounds (BODY_LIMITS_ROUNDS, default 1) and
// after. Fails (exit 1) unless every answer is a 4xx within 1 s, the peak is within 20 MB of the
// control, and the server logged no stack. Figures in docs/security.md. The server gets the test
// suite's invented company (./test/fictional-company.json) unless the environment names one.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HUGE_BYTES, hugeBodyTargets, sendHuge, type HugeMode } from './lib/huge-body';
import fictionalCompany from './test/fictional-company.json';

const port = Number(process.env.BODY_LIMITS_PORT ?? 3129);
const origin = `http://localhost:${port}`;
const MB = 1024 * 1024;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL (a PostgreSQL database).');
  const next = path.join('node_modules', 'next', 'dist', 'bin', 'next');
  const server = spawn(process.execPath, [next, 'start', '-p', String(port)], {
    env: {
      ...fictionalCompany,
      ...process.env,
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  server.stdout.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  try {
    for (let i = 0; ; i += 1) {
      if (i > 300) throw new Error(`the server did not answer:\n${logs.join('')}`);
      if (
        await fetch(`${origin}/robots.txt`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(200);
    }
    const pid = server.pid ?? 0;
    const targets = await hugeBodyTargets(origin);
    const started = rssOf(pid);
    // The control: the same requests with 1 MB bodies. A Node server's resident memory rises by
    // some 30 MB while clients push the first few hundred MB at it, whatever the requests' size
    // (read and dropped buffers, until garbage collection keeps pace with them), so the 64 MB
    // bodies are measured against a server that has been through that with bodies 64 times
    // smaller: what is left is what the size of a body costs.
    for (let round = 0; round < 2; round += 1) {
      for (const target of targets) {
        for (const mode of ['length', 'chunked'] as HugeMode[]) {
          await sendHuge(origin, target, mode, { bytes: MB });
        }
      }
    }
    await sleep(2_000);
    const baseline = rssOf(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);

    const rows: string[] = [];
    const failures: string[] = [];
    let slowest = 0;
    const rounds = Number(process.env.BODY_LIMITS_ROUNDS ?? 1);
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        for (const mode of ['length', 'chunked'] as HugeMode[]) {
          const result = await sendHuge(origin, target, mode);
          slowest = Math.max(slowest, result.ms);
          const line = `${target.name.padEnd(52)} ${mode.padEnd(7)} ${String(result.status).padEnd(3)} ${String(result.ms).padStart(5)} ms  ${(result.bytesSent / MB).toFixed(1).padStart(5)} MB sent`;
          if (round === 0) rows.push(line);
          if (result.status < 400 || result.status > 499 || result.ms > 1_000) failures.push(line);
        }
      }
    }
    clearInterval(sampler);
    await sleep(2_000);
    const after = rssOf(pid);
    const growth = peak - baseline;

    console.log(
      `64 MB (${HUGE_BYTES} bytes) to ${targets.length} routes and actions, declared and ` +
        `chunked, ${rounds} round(s):`,
    );
    console.log(rows.join('\n'));
    console.log(
      `\nslowest answer: ${slowest} ms; server RSS: ${(started / MB).toFixed(1)} MB at start, ` +
        `${(baseline / MB).toFixed(1)} MB after the 1 MB control, ` +
        `${(peak / MB).toFixed(1)} MB peak (+${(growth / MB).toFixed(1)} MB), ` +
        `${(after / MB).toFixed(1)} MB after`,
    );
    const stacks = logs.join('').match(/^\s+at .+$/gm) ?? [];
    if (stacks.length > 0) {
      failures.push(
        `${stacks.length} stack lines in the server log:\n${logs.join('').slice(-3000)}`,
      );
    }
    if (growth > 20 * MB) failures.push(`memory grew by ${(growth / MB).toFixed(1)} MB`);
    if (failures.length > 0) {
      console.error(`\nFAILED:\n${failures.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
