import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { engineRegistry, validateInput } from '../../src/lib/engine/index.ts';
import { median } from './engineBench.ts';
import { root } from './siteCopy.ts';

/**
 * Start-up of the `error-playbook` command, as a shell runs it: the validator package's bundle
 * (built into the bench's temporary folder) and the CLI from source, on this Node and on the
 * machine's own Node when it is another one (the package supports Node 20; the source needs 22.12+).
 * Wall clock of whole processes, median of `runs`, like hyperfine; `node -e 0` is the floor.
 */

export interface CliBenchRow {
	node: string;
	what: string;
	ms: number[];
}

/** One call over a folder of 1,000 envelopes, against `node -e 0` timed in the same loop. */
export interface ThousandRow {
	node: string;
	files: number;
	ms: number[];
	floorMs: number[];
	/** Median of the per-round ratios call ÷ `node -e 0`. */
	ratio: number;
}

export interface CliBench {
	rows: CliBenchRow[];
	thousand: ThousandRow[];
	/** Bytes of the bundle's JavaScript: all of it, and what `validate` loads (the entry and its static imports). */
	bundle: { raw: number; gzip: number; validateRaw: number; validateGzip: number; files: number };
}

const runs = 20;

function timeRuns(node: string, args: string[]): number[] {
	const times: number[] = [];
	for (let i = 0; i < runs + 1; i++) {
		const start = performance.now();
		const result = spawnSync(node, args, { stdio: 'ignore', env: { ...process.env, LANG: 'C' } });
		if (result.error) throw result.error;
		// The first run warms the file cache and is left out.
		if (i > 0) times.push(performance.now() - start);
	}
	return times;
}

/**
 * 1,000 files cut from the project's real fixtures that hold an error object (valid or invalid),
 * in turn: what `validate <directory>` reads in CI.
 */
function writeThousandEnvelopes(dir: string): number {
	const fixtures = ['envelopes', 'cli-output'].flatMap((folder) =>
		readdirSync(join(root, 'tests/fixtures', folder))
			.filter((f) => f !== 'cases.json' && f !== 'invalid-utf8.json')
			.map((f) => join(root, 'tests/fixtures', folder, f)),
	);
	const texts = fixtures
		.map((file) => ({ file, text: readFileSync(file, 'utf8') }))
		.filter(({ text }) => {
			const { verdict } = validateInput(text, { registry: engineRegistry, lang: 'en' });
			return verdict === 'valid' || verdict === 'invalid';
		});
	mkdirSync(dir, { recursive: true });
	for (let i = 0; i < 1000; i++) {
		const { file, text } = texts[i % texts.length]!;
		const ext = file.slice(file.lastIndexOf('.'));
		writeFileSync(join(dir, `${String(i).padStart(4, '0')}${ext}`), text);
	}
	return 1000;
}

/** Alternating rounds of `node -e 0` and the call, so both see the same load; ratios per round. */
function timeAgainstFloor(node: string, args: string[], rounds: number) {
	const once = (a: string[]) => {
		const start = performance.now();
		const result = spawnSync(node, a, { stdio: 'ignore', env: { ...process.env, LANG: 'C' } });
		if (result.error) throw result.error;
		return performance.now() - start;
	};
	once(['-e', '0']);
	once(args);
	const ms: number[] = [];
	const floorMs: number[] = [];
	const ratios: number[] = [];
	for (let i = 0; i < rounds; i++) {
		floorMs.push(once(['-e', '0']));
		ms.push(once(args));
		ratios.push(ms.at(-1)! / floorMs.at(-1)!);
	}
	return { ms, floorMs, ratio: median(ratios) };
}

/** The entry and every chunk it imports statically, transitively: what `validate` loads. */
function staticClosure(dir: string, file: string, seen = new Set<string>()): Set<string> {
	if (seen.has(file)) return seen;
	seen.add(file);
	const text = readFileSync(join(dir, file), 'utf8');
	const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
	for (const m of text.matchAll(/^import\s[^;]*?from\s*"(\.\/[^"]+)"/gm))
		staticClosure(dir, join(folder, m[1]!), seen);
	return seen;
}

export function runCliBench(outdir: string, log: (line: string) => void): CliBench {
	execFileSync(
		process.execPath,
		[join(root, 'scripts/build-validator.ts'), '--outdir', outdir, '--local'],
		{
			stdio: 'pipe',
		},
	);
	const bundle = join(outdir, 'error-playbook.mjs');
	const source = join(root, 'src/cli/error-playbook.mjs');
	const small = join(root, 'tests/fixtures/envelopes/valid.json');

	const nodes = [process.execPath];
	const system = spawnSync('sh', ['-c', 'command -v node'], {
		encoding: 'utf8',
		env: {
			...process.env,
			PATH: process.env
				.PATH!.split(':')
				.filter((d) => !d.endsWith('node_modules/.bin'))
				.join(':'),
		},
	}).stdout.trim();
	if (
		system &&
		spawnSync(system, ['--version'], { encoding: 'utf8' }).stdout.trim() !== process.version
	)
		nodes.push(system);

	const thousandDir = join(outdir, '..', 'thousand-envelopes');
	const envelopes = writeThousandEnvelopes(thousandDir);
	const thousand: ThousandRow[] = [];

	const rows: CliBenchRow[] = [];
	for (const node of nodes) {
		const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
		const major = Number(version.slice(1).split('.')[0]);
		const cases: [string, string[]][] = [
			['node -e 0 (the floor)', ['-e', '0']],
			['package: validate valid.json', [bundle, 'validate', small]],
			['package: validate --json valid.json', [bundle, 'validate', '--json', small]],
			['package: explain connect_failed', [bundle, 'explain', 'connect_failed']],
		];
		if (major >= 22)
			cases.push(
				['source: validate valid.json', [source, 'validate', small]],
				['source: explain connect_failed', [source, 'explain', 'connect_failed']],
			);
		for (const [what, args] of cases) {
			log(`cli: ${version} ${what}…`);
			rows.push({ node: version, what, ms: timeRuns(node, args) });
		}
		log(`cli: ${version} validate ${envelopes} envelopes in one call…`);
		thousand.push({
			node: version,
			files: envelopes,
			...timeAgainstFloor(node, [bundle, 'validate', thousandDir, '--format', 'github'], 7),
		});
	}

	const files = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((f) =>
		f.endsWith('.mjs'),
	);
	const size = (list: Iterable<string>) => {
		const bytes = Buffer.concat([...list].map((f) => readFileSync(join(outdir, f))));
		return { raw: bytes.length, gzip: gzipSync(bytes).length };
	};
	const all = size(files);
	const validate = size(staticClosure(outdir, 'error-playbook.mjs'));
	return {
		rows,
		thousand,
		bundle: {
			raw: all.raw,
			gzip: all.gzip,
			validateRaw: validate.raw,
			validateGzip: validate.gzip,
			files: files.length,
		},
	};
}

export function thousandTable(bench: CliBench): string[][] {
	return [
		['Node', 'package: validate <folder> --format github', 'median', 'node -e 0', '÷ node -e 0'],
		...bench.thousand.map((r) => [
			r.node,
			`${r.files} envelopes, one call`,
			`${median(r.ms).toFixed(0)} ms`,
			`${median(r.floorMs).toFixed(0)} ms`,
			`${r.ratio.toFixed(1)}×`,
		]),
	];
}

export function cliTable(bench: CliBench): string[][] {
	return [
		['Node', 'command', 'median', 'min–max'],
		...bench.rows.map((r) => [
			r.node,
			r.what,
			`${median(r.ms).toFixed(0)} ms`,
			`${Math.min(...r.ms).toFixed(0)}–${Math.max(...r.ms).toFixed(0)} ms`,
		]),
	];
}
