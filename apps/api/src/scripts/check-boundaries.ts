import { readFileSync } from 'node:fs';
import path from 'node:path';
import { boundaryProblems, componentEdges, readSources } from './boundaries.ts';

// `npm run lint` runs this after Biome: component folders of apps/api/src must not import each other
// around a loop, and the platform imports none of them (boundaries.ts says what counts).
const src = path.resolve(import.meta.dirname, '..');
const debt = JSON.parse(readFileSync(path.join(import.meta.dirname, 'boundaries-debt.json'), 'utf8')) as {
  loops: string[][];
};
const problems = boundaryProblems(componentEdges(readSources(src)), debt.loops);
if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  console.error(
    `\nboundaries: ${problems.length} problem(s) (docs/architecture.md, "The lint rules that hold it")`,
  );
  process.exit(1);
}
console.log(
  debt.loops.length === 0
    ? 'boundaries: no loop between components; the platform imports none'
    : `boundaries: no loop between components but the ${debt.loops.length} listed as debt; the platform imports none`,
);
