import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withFictionalCompany } from '../../test/fictional-company.mjs';

// The benchmark's servers: `next start` in its own process group, so that stopping it also
// stops the `next-server` child it forks (signalling only `next start` leaves that child behind).
// Builds and servers get the test suite's invented company unless the environment names one (a
// production build needs one: lib/env.ts; the floor and peer apps ignore it).

/** PIDs listening on a TCP port (from `ss -ltnp`), for the check that a port is free. */
export function pidsOnPort(port) {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    return [...out.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1]));
  } catch {
    return [];
  }
}

function processGroup(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return -1;
  }
}

export async function waitForUrl(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message}`);
}

/**
 * Starts `next start -p <port>` in `cwd` with extra environment variables and waits until
 * `readyPath` answers. Output goes to `logFile`. Returns { pid, url, stop }.
 */
export async function startNextServer({ cwd, port, env = {}, logFile, readyPath = '/' }) {
  const busy = pidsOnPort(port);
  if (busy.length > 0) {
    throw new Error(
      `Port ${port} is already in use (pid ${busy.join(', ')}); stop that server first.`,
    );
  }
  const out = openLog(logFile);
  const nextBin = path.join(cwd, 'node_modules', '.bin', 'next');
  // Loopback only. `-H localhost`, not `-H 127.0.0.1`: with the latter Next builds the
  // middleware's rewrite URL with "localhost", sees another host and answers `/` with a 307 to
  // itself (checked with Next 16.4.6). `-H localhost` binds 127.0.0.1 and serves both names.
  const child = spawn(nextBin, ['start', '-p', String(port), '-H', 'localhost'], {
    cwd,
    env: withFictionalCompany({ ...process.env, NODE_ENV: 'production', ...env }),
    stdio: ['ignore', out, out],
    detached: true, // its own process group: see stop()
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;

  async function stop() {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    for (let i = 0; i < 50 && pidsOnPort(port).length > 0; i += 1) await sleep(100);
    // Whatever of ours still listens (a next-server that ignored SIGTERM) is killed by pid; only
    // processes of the group we started, never someone else's.
    for (const pid of pidsOnPort(port).filter((pid) => processGroup(pid) === child.pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  }

  try {
    await waitForUrl(`${url}${readyPath}`);
  } catch (error) {
    await stop();
    throw new Error(`${error.message} (server log: ${logFile})`);
  }
  return { pid: child.pid, url, stop };
}

/** Runs a command to completion, output appended to `logFile`; rejects on a non-zero exit. */
export function runLogged(command, args, { cwd, env = {}, logFile }) {
  return new Promise((resolve, reject) => {
    const out = openLog(logFile);
    const child = spawn(command, args, {
      cwd,
      env: withFictionalCompany({ ...process.env, ...env }),
      stdio: ['ignore', out, out],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code} (log: ${logFile})`));
    });
  });
}

/** Appends to a log file, creating its folder first (a fresh clone has no .data/). */
function openLog(logFile) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  return openSync(logFile, 'a');
}
