import Ajv2020 from 'ajv/dist/2020.js';
import { envelopeJsonSchema, engineRegistry, validateInput } from '../../src/lib/engine/index.ts';
import { registry } from '../../src/lib/registry/index.ts';

/**
 * The validation engine in Node, side by side in one process with its floor (`JSON.parse`) and
 * with ajv compiled from the exported JSON Schema (shape and code enum only: no registry rules,
 * no positions, no messages). Every contender takes the text, so ajv's figure includes its parse.
 *
 * Goals: a typical envelope validates at ≥ 500,000/s; a 1 MB envelope costs ≤ 2× JSON.parse.
 */

const engine = engineRegistry;
const options = { registry: engine, lang: 'en' as const };
const codes = registry.codes.map((c) => c.code) as [string, ...string[]];
const ajv = new Ajv2020({ allErrors: true });
const ajvValidate = ajv.compile(envelopeJsonSchema(codes, 'http://127.0.0.1/schemas/envelope-v3.json'));

export const goals = { typicalPerSecond: 500_000, oneMbRatio: 2 };

/** A connect_failed envelope as the CLI writes it, with the given details. */
export function benchEnvelope(details: Record<string, unknown>) {
	return {
		code: 'connect_failed',
		message: 'Could not connect to the VM service at ws://127.0.0.1:8181/Xk3f9_QpR2s=/ws: connection refused.',
		details,
		descriptor: { category: 'connection', retryable: true, exitCode: 67, httpLikeStatus: 502 },
		recovery: {
			summary: 'Reconnect with the current VM service URI.',
			fix_command: `flutter_mcp_cli exec --name get_vm --args '{"connection":{"uri":"ws://127.0.0.1:8181/Xk3f9_QpR2s=/ws"}}'`,
		},
	};
}

const typicalDetails = { uri: 'ws://127.0.0.1:8181/Xk3f9_QpR2s=/ws', token: 'Xk3f9_QpR2s=' };
const oneMb = 1024 * 1024;

/** Stack-trace frames, for envelopes of a given size. */
export function frames(count: number) {
	return Array.from({ length: count }, (_, i) => ({ index: i, library: `package:app/src/file_${i}.dart`, line: i, column: 7, isAsync: i % 2 === 0 }));
}

interface BenchInput {
	name: string;
	text: string;
	/** The JSON the floor parses (for a log excerpt: the envelope inside it). */
	json: string;
	/** The envelope ajv checks, from the parsed text. */
	envelopeOf: (text: string) => unknown;
	verdict: 'valid' | 'invalid';
	findings?: number;
	/** Counts towards the 1 MB goal. */
	oneMb?: boolean;
}

function inputs(): BenchInput[] {
	const typical = benchEnvelope(typicalDetails);
	const bare = (text: string) => JSON.parse(text);
	const small = JSON.stringify(typical, null, 2);
	// Three findings: retryable and httpLikeStatus disagree with the registry, fix_command is missing.
	const invalid = JSON.stringify(
		{ ...typical, descriptor: { ...typical.descriptor, retryable: false, httpLikeStatus: 500 }, recovery: { summary: typical.recovery.summary } },
		null,
		2,
	);
	const wrapped = JSON.stringify(
		{ isError: true, content: [{ type: 'text', text: 'Error (connect_failed): connection refused' }], structuredContent: { error: typical } },
		null,
		2,
	);
	const trace = Array.from({ length: 12_000 }, (_, i) => `#${i} Foo.bar (package:app/src/file_${i}.dart:${i}:7)`).join('\n');
	const bigString = JSON.stringify(benchEnvelope({ stackTrace: trace.padEnd(oneMb, ' ') }));
	const manyKeys = JSON.stringify(benchEnvelope({ frames: frames(9_000) }));
	const wideObject = JSON.stringify(benchEnvelope(Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`key_${i}`, `value ${i}`]))));
	const inLog = `[12:00:01] flutter_mcp_cli exec --name get_vm\n[12:00:02] ERROR ${bigString}\n[12:00:02] exit 67\n`;
	return [
		{ name: 'typical envelope, valid', text: small, json: small, envelopeOf: bare, verdict: 'valid' },
		{ name: 'invalid envelope, 3 findings', text: invalid, json: invalid, envelopeOf: bare, verdict: 'invalid', findings: 3 },
		{
			name: 'MCP tool result (structuredContent)',
			text: wrapped,
			json: wrapped,
			envelopeOf: (text) => (JSON.parse(text) as { structuredContent: { error: unknown } }).structuredContent.error,
			verdict: 'valid',
		},
		{ name: '1 MB envelope, details string', text: bigString, json: bigString, envelopeOf: bare, verdict: 'valid', oneMb: true },
		{ name: '1 MB envelope, 9k frames', text: manyKeys, json: manyKeys, envelopeOf: bare, verdict: 'valid', oneMb: true },
		{ name: '1 MB envelope, 30k keys', text: wideObject, json: wideObject, envelopeOf: bare, verdict: 'valid', oneMb: true },
		{
			name: '1 MB envelope inside a log',
			text: inLog,
			json: bigString,
			envelopeOf: (text) => JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)),
			verdict: 'valid',
			oneMb: true,
		},
	];
}

/**
 * Times the functions in alternating batches of about `batchMs` each and returns, per function, the
 * median time per call, plus the median per-round ratio of each to the first. On a busy machine the
 * load changes, but within one round it changes for all of them alike.
 */
export function compare(fns: readonly (() => unknown)[], { rounds = 31, batchMs = 15 } = {}): { ms: number[]; ratio: number[] } {
	const batches = fns.map((fn) => {
		let n = 0;
		const start = performance.now();
		while (performance.now() - start < batchMs / 3) fn(), n++;
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
	/** Median per-round ratios to JSON.parse. */
	engineRatio: number;
	ajvRatio: number;
	findings: number;
}

export interface EngineBench {
	node: string;
	rows: EngineRow[];
	goals: { typicalPerSecond: { goal: number; measured: number; met: boolean }; oneMbRatio: { goal: number; worst: number; met: boolean } };
}

export function runEngineBench(): EngineBench {
	const rows: EngineRow[] = [];
	const all = inputs();
	for (const input of all) {
		const result = validateInput(input.text, options);
		if (result.verdict !== input.verdict || (input.findings !== undefined && result.findings.length !== input.findings))
			throw new Error(`bench input "${input.name}" should be ${input.verdict}: ${JSON.stringify(result.findings.slice(0, 4))}`);
		if (ajvValidate(input.envelopeOf(input.text)) !== (input.verdict === 'valid'))
			throw new Error(`ajv disagrees on "${input.name}": ${JSON.stringify(ajvValidate.errors)}`);
		const { ms, ratio } = compare([
			() => JSON.parse(input.json),
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
		});
	}
	const typical = rows[0]!;
	const worst = Math.max(...rows.filter((_, i) => all[i]!.oneMb).map((r) => r.engineRatio));
	return {
		node: process.version,
		rows,
		goals: {
			typicalPerSecond: { goal: goals.typicalPerSecond, measured: 1000 / typical.engineMs, met: 1000 / typical.engineMs >= goals.typicalPerSecond },
			oneMbRatio: { goal: goals.oneMbRatio, worst, met: worst <= goals.oneMbRatio },
		},
	};
}

const perSecond = (ms: number) => `${Math.round(1000 / ms).toLocaleString('en')}/s`;
const timeOrRate = (ms: number, big: boolean) => (big ? `${ms.toFixed(2)} ms` : perSecond(ms));

/** The engine table: rates for small inputs, milliseconds for large ones. */
export function engineTable(bench: EngineBench): string[][] {
	const rows: string[][] = [['input', 'size', 'JSON.parse', 'validateInput', '÷ parse', 'ajv (parse+check)', '÷ parse']];
	for (const r of bench.rows) {
		const big = r.bytes > 100_000;
		rows.push([
			r.input,
			big ? `${Math.round(r.bytes / 1024)} KB` : `${(r.bytes / 1024).toFixed(2)} KB`,
			timeOrRate(r.parseMs, big),
			timeOrRate(r.engineMs, big),
			`${r.engineRatio.toFixed(2)}×`,
			timeOrRate(r.ajvMs, big),
			`${r.ajvRatio.toFixed(2)}×`,
		]);
	}
	return rows;
}
