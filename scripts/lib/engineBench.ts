import Ajv2020 from 'ajv/dist/2020.js';
import { envelopeJsonSchema, engineRegistry, validateInput } from '../../src/lib/engine/index.ts';
import { readFileSync } from 'node:fs';

/**
 * The validation engine in Node, side by side in one process with its floor (`JSON.parse` of every
 * JSON layer the input holds: an MCP tool result's text is JSON inside JSON) and with ajv compiled
 * from the exported JSON Schema (shape and code enum only: no registry rules, no positions, no
 * messages; its time includes the same parses). The inputs are what flutter_mcp_cli prints
 * (tests/fixtures/cli-output/), plus constructed large ones.
 *
 * Goals, as ratios to the floor measured in the same run: a typical valid envelope ≤ 2×; an
 * invalid one with 3 or more findings ≤ 6×; 1 MB of 9,000 small objects ≤ 1.5×.
 */

const engine = engineRegistry;
const options = { registry: engine, lang: 'en' as const };
const codes = engineRegistry.codes.map((c) => c.code) as [string, ...string[]];
const ajv = new Ajv2020({ allErrors: true });
const ajvValidate = ajv.compile(
	envelopeJsonSchema(codes, 'http://127.0.0.1/schemas/envelope-v3.json'),
);

export const goals = { typicalRatio: 2, invalidRatio: 6, smallObjectsRatio: 1.5 };

const fixture = (name: string) =>
	readFileSync(new URL(`../../tests/fixtures/cli-output/${name}`, import.meta.url), 'utf8');

/** The CLI's stdout line for vm_not_connected (a real fixture) with other details: for sized inputs. */
export function benchEnvelope(details: unknown) {
	const line = JSON.parse(fixture('stdout-vm-not-connected.txt')) as {
		error: Record<string, unknown>;
	};
	return { ...line, error: { ...line.error, details } };
}

/** Stack-trace frames, for envelopes of a given size. */
export function frames(count: number) {
	return Array.from({ length: count }, (_, i) => ({
		index: i,
		library: `package:app/src/file_${i}.dart`,
		line: i,
		column: 7,
		isAsync: i % 2 === 0,
	}));
}

interface BenchInput {
	name: string;
	text: string;
	/** The floor: JSON.parse of every JSON layer a reader must parse. */
	floor: () => unknown;
	/** The error object ajv checks, from the text (its parses included). */
	envelopeOf: (text: string) => unknown;
	verdict: 'valid' | 'invalid';
	/** At least this many findings. */
	findings?: number;
	goal?: keyof typeof goals;
}

function inputs(): BenchInput[] {
	const stdout = fixture('stdout-vm-not-connected.txt');
	const line = JSON.parse(stdout) as { error: Record<string, Record<string, unknown>> };
	const errorOf = (text: string) => (JSON.parse(text) as { error: unknown }).error;
	const tool = fixture('mcp-tool-result-frame.json');
	const toolText = (text: string) =>
		(JSON.parse(text) as { result: { content: { text: string }[] } }).result.content[0]!.text;
	const daemon = fixture('daemon-error.json');
	// Three findings: retryable and httpLikeStatus disagree with the registry, fix_command is missing.
	const broken = structuredClone(line);
	broken.error.descriptor!.retryable = false;
	broken.error.descriptor!.httpLikeStatus = 500;
	delete broken.error.recovery!.fix_command;
	const invalid = JSON.stringify(broken);
	const big = (details: unknown) => JSON.stringify(benchEnvelope(details));
	const trace = Array.from(
		{ length: 12_000 },
		(_, i) => `#${i} Foo.bar (package:app/src/file_${i}.dart:${i}:7)`,
	).join('\n');
	const bigString = big({ stackTrace: trace.padEnd(1024 * 1024, ' ') });
	const smallObjects = big({ frames: frames(9_000) });
	const wideObject = big(
		Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`key_${i}`, `value ${i}`])),
	);
	const transcript = `$ flutter_mcp_cli exec --name get_vm --args '{}'\n[error] [ConnectionContext] Failed to connect\n${bigString}\n$ echo $?\n68\n`;
	const parse = (text: string) => () => JSON.parse(text);
	return [
		{
			name: 'CLI stdout line, valid',
			text: stdout,
			floor: parse(stdout),
			envelopeOf: errorOf,
			verdict: 'valid',
			goal: 'typicalRatio',
		},
		{
			name: 'MCP tool result, valid',
			text: tool,
			floor: () => JSON.parse(toolText(tool)),
			envelopeOf: (text) => JSON.parse(toolText(text)),
			verdict: 'valid',
			goal: 'typicalRatio',
		},
		{
			name: 'daemon error, valid',
			text: daemon,
			floor: parse(daemon),
			envelopeOf: (text) =>
				(JSON.parse(text) as { error: { data: { error: unknown } } }).error.data.error,
			verdict: 'valid',
			goal: 'typicalRatio',
		},
		{
			name: 'CLI stdout line, 3 findings',
			text: invalid,
			floor: parse(invalid),
			envelopeOf: errorOf,
			verdict: 'invalid',
			findings: 3,
			goal: 'invalidRatio',
		},
		{
			name: '1 MB, one details string',
			text: bigString,
			floor: parse(bigString),
			envelopeOf: errorOf,
			verdict: 'valid',
		},
		{
			name: '1 MB, 9,000 small objects',
			text: smallObjects,
			floor: parse(smallObjects),
			envelopeOf: errorOf,
			verdict: 'valid',
			goal: 'smallObjectsRatio',
		},
		{
			name: '1 MB, 30,000 keys',
			text: wideObject,
			floor: parse(wideObject),
			envelopeOf: errorOf,
			verdict: 'valid',
		},
		{
			name: '1 MB in a terminal transcript',
			text: transcript,
			floor: parse(bigString),
			envelopeOf: (text) => errorOf(text.slice(text.indexOf('{"ok"'), text.lastIndexOf('}') + 1)),
			verdict: 'valid',
		},
	];
}

/**
 * Times the functions in alternating batches of about `batchMs` each and returns, per function, the
 * median time per call, plus the median per-round ratio of each to the first. On a busy machine the
 * load changes, but within one round it changes for all of them alike.
 */
export function compare(
	fns: readonly (() => unknown)[],
	{ rounds = 31, batchMs = 15 } = {},
): { ms: number[]; ratio: number[] } {
	const batches = fns.map((fn) => {
		let n = 0;
		const start = performance.now();
		while (performance.now() - start < batchMs / 3) (fn(), n++);
		return Math.max(1, n * 3);
	});
	const time = (i: number) => {
		const fn = fns[i]!;
		const batch = batches[i]!;
		const start = performance.now();
		for (let k = 0; k < batch; k++) fn();
		return (performance.now() - start) / batch;
	};
	for (let w = 0; w < 2; w++) fns.forEach((_, i) => time(i));
	const times = fns.map(() => [] as number[]);
	const ratios = fns.map(() => [] as number[]);
	for (let r = 0; r < rounds; r++) {
		const round = fns.map((_, i) => time(i));
		round.forEach((t, i) => {
			times[i]!.push(t);
			ratios[i]!.push(t / round[0]!);
		});
	}
	return { ms: times.map(median), ratio: ratios.map(median) };
}

export function median(xs: readonly number[]): number {
	const sorted = [...xs].sort((a, b) => a - b);
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface EngineRow {
	input: string;
	bytes: number;
	/** Median milliseconds per call. */
	parseMs: number;
	engineMs: number;
	ajvMs: number;
	/** Median per-round ratios to the floor. */
	engineRatio: number;
	ajvRatio: number;
	findings: number;
	goal: number | null;
}

export interface EngineBench {
	node: string;
	rows: EngineRow[];
	/** Per goal: the worst ratio of the inputs it covers. */
	goals: Record<keyof typeof goals, { goal: number; worst: number; met: boolean }>;
}

export function runEngineBench(): EngineBench {
	const rows: EngineRow[] = [];
	const all = inputs();
	for (const input of all) {
		const result = validateInput(input.text, options);
		const errors = result.findings.filter((f) => f.severity === 'error').length;
		if (result.verdict !== input.verdict || errors < (input.findings ?? 0))
			throw new Error(
				`bench input "${input.name}" should be ${input.verdict}: ${JSON.stringify(result.findings.slice(0, 4))}`,
			);
		if (ajvValidate(input.envelopeOf(input.text)) !== (input.verdict === 'valid'))
			throw new Error(`ajv disagrees on "${input.name}": ${JSON.stringify(ajvValidate.errors)}`);
		const { ms, ratio } = compare([
			input.floor,
			() => validateInput(input.text, options),
			() => ajvValidate(input.envelopeOf(input.text)),
		]);
		rows.push({
			input: input.name,
			bytes: Buffer.byteLength(input.text),
			parseMs: ms[0]!,
			engineMs: ms[1]!,
			ajvMs: ms[2]!,
			engineRatio: ratio[1]!,
			ajvRatio: ratio[2]!,
			findings: result.findings.length,
			goal: input.goal ? goals[input.goal] : null,
		});
	}
	const worst = (goal: keyof typeof goals) => {
		const ratios = rows.filter((_, i) => all[i]!.goal === goal).map((r) => r.engineRatio);
		const w = Math.max(...ratios);
		return { goal: goals[goal], worst: w, met: w <= goals[goal] };
	};
	return {
		node: process.version,
		rows,
		goals: {
			typicalRatio: worst('typicalRatio'),
			invalidRatio: worst('invalidRatio'),
			smallObjectsRatio: worst('smallObjectsRatio'),
		},
	};
}

const perSecond = (ms: number) => `${Math.round(1000 / ms).toLocaleString('en')}/s`;
const timeOrRate = (ms: number, big: boolean) => (big ? `${ms.toFixed(2)} ms` : perSecond(ms));

/** The engine table: rates for small inputs, milliseconds for large ones. */
export function engineTable(bench: EngineBench): string[][] {
	const rows: string[][] = [
		[
			'input',
			'size',
			'floor (JSON.parse)',
			'validateInput',
			'÷ floor',
			'goal',
			'ajv (parse+check)',
			'÷ floor',
		],
	];
	for (const r of bench.rows) {
		const big = r.bytes > 100_000;
		rows.push([
			r.input,
			big ? `${Math.round(r.bytes / 1024)} KB` : `${(r.bytes / 1024).toFixed(2)} KB`,
			timeOrRate(r.parseMs, big),
			timeOrRate(r.engineMs, big),
			`${r.engineRatio.toFixed(2)}×`,
			r.goal === null ? '' : `≤ ${r.goal}×`,
			timeOrRate(r.ajvMs, big),
			`${r.ajvRatio.toFixed(2)}×`,
		]);
	}
	return rows;
}

/** One line per goal, for the bench's summary. */
export function engineGoalLines(bench: EngineBench): string[] {
	const names = {
		typicalRatio: 'typical valid envelope',
		invalidRatio: 'invalid, 3+ findings',
		smallObjectsRatio: '1 MB of 9,000 small objects',
	};
	return (Object.keys(names) as (keyof typeof goals)[]).map((k) => {
		const g = bench.goals[k];
		return `goal: ${names[k]} ≤ ${g.goal}× JSON.parse: ${g.met ? 'met' : 'MISSED'} (worst ${g.worst.toFixed(2)}×)`;
	});
}
