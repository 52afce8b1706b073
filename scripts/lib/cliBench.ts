import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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

export interface CliBench {
	rows: CliBenchRow[];
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
		bundle: {
			raw: all.raw,
			gzip: all.gzip,
			validateRaw: validate.raw,
			validateGzip: validate.gzip,
			files: files.length,
		},
	};
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
