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

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function summaryLine(name: string, figures: Figures, seconds: number): string {
  const verdict = figures.problems.length === 0 ? 'PASS' : 'FAIL';
  return (
    `${verdict}  ${name.padEnd(26)} acknowledged ${figures.acknowledged}, present ${figures.present}, ` +
    `lost ${figures.lost}, duplicated ${figures.duplicated}  (${figures.notes}; ${seconds.toFixed(0)} s)`
  );
}
