import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBoundaries, readSources } from './boundaries.ts';

// `npm run lint` runs this after Biome: component folders of apps/api/src must not import each other
// around a loop, reach another component only through its service, and the platform imports none of
// them (boundaries.ts says what counts).
const src = path.resolve(import.meta.dirname, '..');
const debt = JSON.parse(readFileSync(path.join(import.meta.dirname, 'boundaries-debt.json'), 'utf8')) as {
  loops: string[][];
  reaches: string[][];
};
const problems = checkBoundaries(readSources(src), debt);
if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  console.error(
    `\nboundaries: ${problems.length} problem(s) (docs/architecture.md, "The lint rules that hold it")`,
  );
  process.exit(1);
}
const listed = (count: number) => (count === 0 ? '' : ` but the ${count} listed as debt`);
console.log(
  `boundaries: no loop between components${listed(debt.loops.length)}; ` +
    `no import past another component's service${listed(debt.reaches.length)}; the platform imports none`,
);
