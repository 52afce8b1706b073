import { readFileSync } from 'node:fs';
import { engineRegistry, validateInput } from '../../src/lib/engine/index.ts';

/**
 * The validation engine in Node beside its floor, `JSON.parse` of every JSON layer the input holds
 * (an MCP tool result's text is JSON inside JSON), in one process: per surface valid, with 3
 * findings, and 1 MB. The inputs are what flutter_mcp_cli prints (tests/fixtures/cli-output/), plus
 * constructed large ones. Goals, as ratios to the floor: a valid envelope ≤ 2×, 3 findings ≤ 6×,
 * 1 MB of 9,000 small objects ≤ 1.5×.
 */

const options = { registry: engineRegistry, lang: 'en' as const };

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
 * Times the floor and the engine in alternating batches of about `batchMs` each and returns each
 * one's median time per call and the median per-round ratio engine ÷ floor: on a busy machine the
 * load changes, but within one round it changes for both alike.
 */
function compare(floor: () => unknown, engine: () => unknown, rounds = 21, batchMs = 15) {
	const fns = [floor, engine];
	const batches = fns.map((fn) => {
		let n = 0;
		const start = performance.now();
		while (performance.now() - start < batchMs / 3) (fn(), n++);
		return Math.max(1, n * 3);
	});
	const time = (i: number) => {
		const start = performance.now();
		for (let k = 0; k < batches[i]!; k++) fns[i]!();
		return (performance.now() - start) / batches[i]!;
	};
	for (let w = 0; w < 2; w++) (time(0), time(1));
	const floorMs: number[] = [];
	const engineMs: number[] = [];
	const ratios: number[] = [];
	for (let r = 0; r < rounds; r++) {
		floorMs.push(time(0));
		engineMs.push(time(1));
		ratios.push(engineMs.at(-1)! / floorMs.at(-1)!);
	}
	return { floorMs: median(floorMs), engineMs: median(engineMs), ratio: median(ratios) };
}

/** One row per input: size, floor, engine, ratio, goal. Throws when an input's verdict is not the expected one. */
export function engineBench(): string[][] {
	const time = (ms: number) =>
		ms < 1 ? `${(ms * 1000).toFixed(ms < 0.01 ? 1 : 0)} µs` : `${ms.toFixed(2)} ms`;
	const rows = [['input', 'size', 'JSON.parse (floor)', 'validateInput', '÷ floor', 'goal']];
	const all = inputs();
	// Warm the engine on every input first, or the first rows pay for its JIT tiers.
	for (const input of all)
		for (const start = performance.now(); performance.now() - start < 100;)
			validateInput(input.text, options);
	for (const input of all) {
		const result = validateInput(input.text, options);
		const errors = result.findings.filter((f) => f.severity === 'error').length;
		if (result.verdict !== input.verdict || errors < (input.findings ?? 0))
			throw new Error(
				`bench input "${input.name}" should be ${input.verdict}: ${JSON.stringify(result.findings.slice(0, 4))}`,
			);
		const { floorMs, engineMs, ratio } = compare(input.floor, () =>
			validateInput(input.text, options),
		);
		const kb = Buffer.byteLength(input.text) / 1024;
		rows.push([
			input.name,
			kb > 100 ? `${kb.toFixed(0)} KB` : `${kb.toFixed(2)} KB`,
			time(floorMs),
			time(engineMs),
			`${ratio.toFixed(2)}×`,
			input.goal === null ? '' : `≤ ${input.goal}× ${ratio <= input.goal ? 'met' : 'MISSED'}`,
		]);
	}
	return rows;
}
