import { parseArgs } from 'node:util';
import type { LoadOptions } from './load.ts';

const DEFAULTS: LoadOptions = { connections: 10, duration: 10, warmup: 2 };

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || (n === 0 && name !== 'warmup')) {
    throw new Error(`--${name} must be a positive integer, got "${value}"`);
  }
  return n;
}

/** `--connections N --duration S --warmup S`, each optional. */
export function parseLoadArgs(argv: string[]): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
    },
    strict: true,
  });
  return {
    connections: positiveInteger('connections', values.connections, DEFAULTS.connections),
    duration: positiveInteger('duration', values.duration, DEFAULTS.duration),
    warmup: positiveInteger('warmup', values.warmup, DEFAULTS.warmup),
  };
}
