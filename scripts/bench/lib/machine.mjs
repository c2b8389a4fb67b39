import { execFileSync } from 'node:child_process';
import os from 'node:os';

const run = (command, args) => {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
};

export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

/** `uptime`'s load averages (1, 5, 15 min): the machine is shared, so every number gets one. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The facts docs/benchmarks.md needs next to every table. */
export function machineInfo() {
  return {
    date: run('date', ['-u']),
    nproc: run('nproc', []),
    memory:
      run('free', ['-h'])
        .split('\n')
        .find((line) => line.startsWith('Mem:')) ?? 'unknown',
    node: process.version,
    chromium: run(chromePath(), ['--version']),
    load: loadAverage(),
  };
}

export function printMachineInfo(info = machineInfo()) {
  console.log(`date (UTC):  ${info.date}`);
  console.log(`nproc:       ${info.nproc}`);
  console.log(`memory:      ${info.memory.replace(/\s+/g, ' ')}`);
  console.log(`node:        ${info.node}`);
  console.log(`chromium:    ${info.chromium}`);
  console.log(`load avg:    ${info.load}`);
}
