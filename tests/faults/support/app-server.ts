import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import fictionalCompany from '../../../scripts/test/fictional-company.json';

// The production server (`next start`) of the faults build (.next-faults, made by
// tests/faults/global-setup.ts), on loopback only. Its output is kept for the assertions and
// printed when a test fails to start it. The company is the suite's invented one
// (scripts/test/fictional-company.json), as in the build, unless the environment names one.

/** The fault tests' ports: FAULTS_PORT (default 3600) and the few above it (see PORTS). */
export const FAULTS_PORT = Number(process.env.FAULTS_PORT ?? 3600);
export const PORTS = {
  app: FAULTS_PORT,
  secondApp: FAULTS_PORT + 1,
  pgProxy: FAULTS_PORT + 5,
  provider: FAULTS_PORT + 6,
  secondProvider: FAULTS_PORT + 7,
} as const;
export const APP_PORT = PORTS.app;
export const DIST_DIR = '.next-faults';
export const CRON_SECRET = 'faults-cron-secret';

export interface AppServer {
  url: string;
  pid: number;
  logs: string[];
  /** Set once the process has ended, with how it ended. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Ends the process with `signal` and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startAppServer(
  env: Record<string, string>,
  port: number = APP_PORT,
): Promise<AppServer> {
  if (await portInUse(port)) {
    throw new Error(`port ${port} is taken (a server left over from an aborted run?)`);
  }
  const next = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const child: ChildProcess = spawn(
    process.execPath,
    [next, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...fictionalCompany,
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: DIST_DIR,
        RATE_LIMIT_PER_MINUTE: '100000',
        CRON_SECRET,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: AppServer = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    logs,
    exit: null,
    async kill(signal = 'SIGTERM') {
      if (server.exit) return;
      child.kill(signal);
      await exited;
    },
  };
  child.once('exit', (code, signal) => {
    server.exit = { code, signal };
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exit) throw new Error(`next start ended at once:\n${logs.join('')}`);
    try {
      const response = await fetch(`${server.url}/robots.txt`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`next start did not answer within 60 s:\n${logs.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Still running, still serving pages, and nothing escaped the handlers (Node would say so). */
export async function expectHealthy(server: AppServer) {
  expect(server.exit).toBeNull();
  const page = await fetch(`${server.url}/en`, { signal: AbortSignal.timeout(10_000) });
  expect(page.status).toBe(200);
  const log = server.logs.join('');
  expect(log).not.toMatch(/uncaught|unhandled ?rejection|heap out of memory/i);
}
