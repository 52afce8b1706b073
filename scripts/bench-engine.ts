/**
 * The engine part of `npm run bench` alone, for quick runs while working on src/lib:
 * `npx node scripts/bench-engine.ts`. The measuring code lives in scripts/lib/engineBench.ts.
 */
import { engineGoalLines, engineTable, runEngineBench } from './lib/engineBench.ts';
import { textTable } from './lib/textTable.ts';

const bench = runEngineBench();
console.log(textTable(engineTable(bench)));
console.log(
	`\nmedians of 31 alternating rounds; ÷ floor: median per-round ratio to JSON.parse of every JSON layer (Node ${bench.node})`,
);
for (const line of engineGoalLines(bench)) console.log(line);
