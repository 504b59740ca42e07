// What every scenario takes and gives back, and the one line per scenario the suite ends with.

export interface ScenarioOptions {
  /** Empty: the embedded database. */
  databaseUrl: string;
  buyers: number;
  rounds: number;
  log: (line: string) => void;
}

export interface Figures {
  acknowledged: number;
  present: number;
  lost: number;
  duplicated: number;
  notes: string;
  /** Empty when the scenario holds. */
  problems: string[];
}

/**
 * A scenario's figures, or, when it throws (a backup command that exits 1, a store that does not start),
 * a failure that says why, so the suite goes on to the next scenario and still ends with every line.
 */
export async function figuresOrFailure(run: () => Promise<Figures>): Promise<Figures> {
  try {
    return await run();
  } catch (error) {
    const why = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return {
      acknowledged: 0,
      present: 0,
      lost: 0,
      duplicated: 0,
      notes: 'stopped by an error',
      problems: [`the scenario stopped: ${why.split('\n').slice(0, 4).join(' | ')}`],
    };
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function summaryLine(name: string, figures: Figures, seconds: number): string {
  const verdict = figures.problems.length === 0 ? 'PASS' : 'FAIL';
  return (
    `${verdict}  ${name.padEnd(26)} acknowledged ${figures.acknowledged}, present ${figures.present}, ` +
    `lost ${figures.lost}, duplicated ${figures.duplicated}  (${figures.notes}; ${seconds.toFixed(0)} s)`
  );
}
