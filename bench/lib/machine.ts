import { readFileSync } from 'node:fs';
import os from 'node:os';

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.slice(line.indexOf(':') + 1).trim();
  } catch {
    // Not Linux: fall through to what Node reports.
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

/** What to write down next to the figures, so they can be compared later. */
export function machineFacts(): Record<string, string> {
  const loadAverages = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return {
    cpu: cpuModel(),
    // The machine's, not this process's: a bench run under `taskset -c 0` may use one of them.
    cores: `${os.cpus().length} (this process may use ${os.availableParallelism()})`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadavg: `${loadAverages} (1, 5, 15 min; should be near 0 before a run)`,
    date: new Date().toISOString(),
  };
}
