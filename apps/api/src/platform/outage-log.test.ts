import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOutageLog, OUTAGE_LOG_INTERVAL_MS } from './outage-log.ts';

function recorder() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const log = {
    error: (details: Record<string, unknown>, message: string) => lines.push({ details, message }),
  };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('the outage log', () => {
  it('writes the first call of an outage at once and then one line per interval with how many it kept quiet', () => {
    let clock = 1_000_000;
    const report = createOutageLog(() => clock);
    const { lines, log } = recorder();

    for (let call = 0; call < 2_000; call++) {
      report(log, 'database unreachable: answered 503', { route: '/user/info' });
      clock += 4;
    }
    // 8 s of calls: one line, the first call's.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ details: { route: '/user/info', quietened: 0 } });

    clock += OUTAGE_LOG_INTERVAL_MS;
    report(log, 'database unreachable: answered 503', { route: '/order/submit' });
    expect(lines).toHaveLength(2);
    expect(lines[1]!.details).toMatchObject({ route: '/order/submit', quietened: 1_999 });
  });

  it('keeps each kind apart: Redis away does not silence the database away', () => {
    const report = createOutageLog(() => 0);
    const { lines, log } = recorder();
    report(log, 'database unreachable: answered 503', {});
    report(log, 'replay check unavailable: POST refused', {});
    report(log, 'database unreachable: answered 503', {});
    expect(lines.map((l) => l.message)).toEqual([
      'database unreachable: answered 503',
      'replay check unavailable: POST refused',
    ]);
  });
});
