/**
 * The engine part of `npm run bench` alone, for quick runs while working on src/lib:
 * `npx node scripts/bench-engine.ts`. The measuring code lives in scripts/lib/engineBench.ts.
 */
import { engineTable, runEngineBench } from './lib/engineBench.ts';
import { textTable } from './lib/textTable.ts';

const bench = runEngineBench();
console.log(textTable(engineTable(bench)));
const { typicalPerSecond, oneMbRatio } = bench.goals;
console.log(
	`\nmedians of 31 alternating rounds; ÷ parse: median per-round ratio to JSON.parse (Node ${bench.node})` +
		`\ngoal typical ≥ ${typicalPerSecond.goal.toLocaleString('en')}/s: ${typicalPerSecond.met ? 'met' : 'MISSED'} (${Math.round(typicalPerSecond.measured).toLocaleString('en')}/s)` +
		`\ngoal 1 MB ≤ ${oneMbRatio.goal}× JSON.parse: ${oneMbRatio.met ? 'met' : 'MISSED'} (worst ${oneMbRatio.worst.toFixed(2)}×)`,
);
