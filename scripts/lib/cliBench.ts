import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineRegistry, validateInput } from '../../src/lib/engine/index.ts';
import { median } from './engineBench.ts';

/**
 * The `error-playbook` command as a shell runs it: the validator package's bundle, built into `tmp`,
 * on the Node running the bench. Wall clock of whole processes, each run beside a `node -e 0` (the
 * floor) in alternating rounds, so both see the same load; the ratio is the median per-round one.
 */

const root = new URL('../../', import.meta.url).pathname;

/**
 * 1,000 files cut from the project's real fixtures that hold an error object (valid or invalid), in
 * turn: what `validate <directory>` reads in CI.
 */
function writeThousandEnvelopes(dir: string): void {
	const texts = ['envelopes', 'cli-output']
		.flatMap((folder) =>
			readdirSync(join(root, 'tests/fixtures', folder))
				.filter((f) => f !== 'cases.json' && f !== 'invalid-utf8.json')
				.map((f) => join(root, 'tests/fixtures', folder, f)),
		)
		.map((file) => ({ ext: file.slice(file.lastIndexOf('.')), text: readFileSync(file, 'utf8') }))
		.filter(({ text }) =>
			['valid', 'invalid'].includes(
				validateInput(text, { registry: engineRegistry, lang: 'en' }).verdict,
			),
		);
	mkdirSync(dir, { recursive: true });
	for (let i = 0; i < 1000; i++) {
		const { ext, text } = texts[i % texts.length]!;
		writeFileSync(join(dir, `${String(i).padStart(4, '0')}${ext}`), text);
	}
}

function once(args: string[]): number {
	const start = performance.now();
	const result = spawnSync(process.execPath, args, {
		stdio: 'ignore',
		env: { ...process.env, LANG: 'C' },
	});
	if (result.error) throw result.error;
	return performance.now() - start;
}

export function cliBench(tmp: string, log: (line: string) => void): string[][] {
	const outdir = join(tmp, 'validator');
	execFileSync(
		process.execPath,
		[join(root, 'scripts/build-validator.ts'), '--outdir', outdir, '--local'],
		{ stdio: 'pipe' },
	);
	const bundle = join(outdir, 'error-playbook.mjs');
	const folder = join(tmp, 'thousand-envelopes');
	writeThousandEnvelopes(folder);
	const cases: [string, string[], number][] = [
		[
			'validate valid.json',
			[bundle, 'validate', join(root, 'tests/fixtures/envelopes/valid.json')],
			9,
		],
		['explain connect_failed', [bundle, 'explain', 'connect_failed'], 9],
		[
			'validate <1,000 files> --format github',
			[bundle, 'validate', folder, '--format', 'github'],
			3,
		],
	];
	const rows = [['package command', 'runs', 'median', 'node -e 0 (floor)', '÷ floor']];
	for (const [what, args, runs] of cases) {
		log(`cli: ${what}…`);
		(once(['-e', '0']), once(args));
		const ms: number[] = [];
		const floorMs: number[] = [];
		const ratios: number[] = [];
		for (let i = 0; i < runs; i++) {
			floorMs.push(once(['-e', '0']));
			ms.push(once(args));
			ratios.push(ms.at(-1)! / floorMs.at(-1)!);
		}
		rows.push([
			what,
			String(runs),
			`${median(ms).toFixed(0)} ms`,
			`${median(floorMs).toFixed(0)} ms`,
			`${median(ratios).toFixed(1)}×`,
		]);
	}
	return rows;
}
