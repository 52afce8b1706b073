import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as thisEngine from '../../src/lib/engine/index.ts';

/**
 * The validation engine in Node beside its floor, `JSON.parse` of every JSON layer the input holds
 * (an MCP tool result's text is JSON inside JSON), in one process: per surface valid, with 3
 * findings, and 1 MB. The inputs are what flutter_mcp_cli prints (tests/fixtures/cli-output/), plus
 * constructed large ones. Goals, as ratios to the floor: a valid envelope ≤ 2×, 3 findings ≤ 6×,
 * 1 MB of 9,000 small objects ≤ 1.5×. With a baseline checkout (`--baseline=<dir>`), its engine is
 * timed in the same rounds, so a change is measured against the tree before it in one process.
 */

type Engine = Pick<typeof thisEngine, 'engineRegistry' | 'validateInput'>;

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
	verdict: 'valid' | 'invalid';
	/** At least this many error findings. */
	findings?: number;
	goal: number | null;
}

function inputs(): BenchInput[] {
	const stdout = fixture('stdout-vm-not-connected.txt');
	const tool = fixture('mcp-tool-result-frame.json');
	const toolText = (text: string) =>
		(JSON.parse(text) as { result: { content: { text: string }[] } }).result.content[0]!.text;
	const daemon = fixture('daemon-error.json');
	// Three findings: retryable and httpLikeStatus disagree with the registry, fix_command is missing.
	const broken = JSON.parse(stdout) as { error: Record<string, Record<string, unknown>> };
	broken.error.descriptor!.retryable = false;
	broken.error.descriptor!.httpLikeStatus = 500;
	delete broken.error.recovery!.fix_command;
	const invalid = JSON.stringify(broken);
	const trace = Array.from(
		{ length: 12_000 },
		(_, i) => `#${i} Foo.bar (package:app/src/file_${i}.dart:${i}:7)`,
	).join('\n');
	const bigString = JSON.stringify(benchEnvelope({ stackTrace: trace.padEnd(1024 * 1024, ' ') }));
	const smallObjects = JSON.stringify(benchEnvelope({ frames: frames(9_000) }));
	const transcript = `$ flutter_mcp_cli exec --name get_vm --args '{}'\n[error] [ConnectionContext] Failed to connect\n${bigString}\n$ echo $?\n68\n`;
	const parse = (text: string) => () => JSON.parse(text);
	return [
		{
			name: 'CLI stdout line, valid',
			text: stdout,
			floor: parse(stdout),
			verdict: 'valid',
			goal: 2,
		},
		{
			name: 'MCP tool result, valid',
			text: tool,
			floor: () => JSON.parse(toolText(tool)),
			verdict: 'valid',
			goal: 2,
		},
		{ name: 'daemon error, valid', text: daemon, floor: parse(daemon), verdict: 'valid', goal: 2 },
		{
			name: 'CLI stdout line, 3 findings',
			text: invalid,
			floor: parse(invalid),
			verdict: 'invalid',
			findings: 3,
			goal: 6,
		},
		{
			name: '1 MB, one details string',
			text: bigString,
			floor: parse(bigString),
			verdict: 'valid',
			goal: null,
		},
		{
			name: '1 MB, 9,000 small objects',
			text: smallObjects,
			floor: parse(smallObjects),
			verdict: 'valid',
			goal: 1.5,
		},
		{
			name: '1 MB in a terminal transcript',
			text: transcript,
			floor: parse(bigString),
			verdict: 'valid',
			goal: null,
		},
	];
}

export function median(xs: readonly number[]): number {
	const sorted = [...xs].sort((a, b) => a - b);
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * This process's CPU time for `fn`, per call, in ms. CPU time, not wall time: on a shared machine
 * the process is descheduled at random, which wall time counts and CPU time does not.
 */
function cpuMs(fn: () => unknown, calls: number): number {
	const start = process.cpuUsage();
	for (let k = 0; k < calls; k++) fn();
	const { user, system } = process.cpuUsage(start);
	return (user + system) / 1000 / calls;
}

/**
 * Times the floor and each engine in alternating batches of about `batchMs` CPU each, and returns
 * each one's least time per call over the rounds and its ratio to the floor's. The least, not the
 * median: on a shared machine, every preemption costs a batch its caches, so a busy machine adds
 * to each time at random and never takes away. Measured at load 9 with main as its own baseline:
 * wall-clock medians put one tree 0.6×–1.3× of itself on small inputs, least CPU times 0.9×–1.2×.
 */
function compare(fns: readonly (() => unknown)[], rounds = 31, batchMs = 20) {
	const calls = fns.map((fn) => {
		let n = 0;
		const start = performance.now();
		while (performance.now() - start < batchMs / 4) (fn(), n++);
		return Math.max(1, n * 4);
	});
	for (let w = 0; w < 2; w++) fns.forEach((fn, i) => cpuMs(fn, calls[i]!));
	const ms = fns.map(() => Infinity);
	for (let r = 0; r < rounds; r++)
		fns.forEach((fn, i) => (ms[i] = Math.min(ms[i]!, cpuMs(fn, calls[i]!))));
	return { ms, ratios: ms.map((t) => t / ms[0]!) };
}

/** The engine of another checkout (its `src/lib/engine/index.ts`), for a before/after in one run. */
export async function engineAt(checkout: string): Promise<Engine> {
	return (await import(pathToFileURL(join(checkout, 'src/lib/engine/index.ts')).href)) as Engine;
}

/**
 * One row per input: size, floor, engine, ratio, goal; with a `baseline` engine, its ratio, the
 * change (this ÷ baseline) and whether both give the same result. Throws when an input's verdict is
 * not the expected one.
 */
export function engineBench(baseline?: Engine): string[][] {
	const time = (ms: number) =>
		ms < 1 ? `${(ms * 1000).toFixed(ms < 0.01 ? 1 : 0)} µs` : `${ms.toFixed(2)} ms`;
	const engines = baseline ? [thisEngine, baseline] : [thisEngine];
	const runs = engines.map(
		({ engineRegistry, validateInput }) =>
			(text: string) =>
				validateInput(text, { registry: engineRegistry, lang: 'en' }),
	);
	const rows = [
		[
			'input',
			'size',
			'JSON.parse (floor)',
			'validateInput',
			'÷ floor',
			...(baseline ? ['baseline ÷ floor', 'this ÷ baseline', 'result'] : []),
			'goal',
		],
	];
	const all = inputs();
	// Warm the engines on every input first, or the first rows pay for their JIT tiers.
	for (const run of runs)
		for (const input of all)
			for (const start = performance.now(); performance.now() - start < 100;) run(input.text);
	for (const input of all) {
		const result = runs[0]!(input.text);
		const errors = result.findings.filter((f) => f.severity === 'error').length;
		if (result.verdict !== input.verdict || errors < (input.findings ?? 0))
			throw new Error(
				`bench input "${input.name}" should be ${input.verdict}: ${JSON.stringify(result.findings.slice(0, 4))}`,
			);
		const { ms, ratios } = compare([input.floor, ...runs.map((run) => () => run(input.text))]);
		const ratio = ratios[1]!;
		const kb = Buffer.byteLength(input.text) / 1024;
		rows.push([
			input.name,
			kb > 100 ? `${kb.toFixed(0)} KB` : `${kb.toFixed(2)} KB`,
			time(ms[0]!),
			time(ms[1]!),
			`${ratio.toFixed(2)}×`,
			...(baseline
				? [
						`${ratios[2]!.toFixed(2)}×`,
						`${(ratio / ratios[2]!).toFixed(2)}×`,
						JSON.stringify(result) === JSON.stringify(runs[1]!(input.text)) ? 'same' : 'DIFFERS',
					]
				: []),
			input.goal === null ? '' : `≤ ${input.goal}× ${ratio <= input.goal ? 'met' : 'MISSED'}`,
		]);
	}
	return rows;
}
