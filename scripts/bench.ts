/**
 * Engine only (seconds, nothing built): `./node_modules/.bin/node scripts/bench.ts --only=engine`
 * (or `npm run bench -- --only=engine`); `--baseline=<checkout>` times that checkout's engine in
 * the same rounds (e.g. a `git worktree` of main, for a change's before and after).
 *
 * `npm run bench` prints, as tables on stdout, the figures the project promises, each beside its
 * floor measured in the same run: the engine ÷ `JSON.parse` per surface (engine); the `error-playbook`
 * command's start-up and one `validate` of 1,000 files ÷ `node -e 0` (cli); `astro build` (build);
 * page weights of that build, each page's own JavaScript beyond a guide page's (weight); the
 * playground's paste → verdict at 1 KB / 64 KB / 1 MB ÷ a bare textarea in Chromium (browser).
 * `--only=<section>,…` runs a subset. Nothing is written to the checkout but Astro's caches: the
 * build goes to a temporary `--outDir`, served from there by `astro preview`.
 *
 * Timings are figures, never assertions: the machines are shared and noisy, so they are medians,
 * and ratios are taken per round against a floor timed beside them. Byte budgets are deterministic
 * and are tests (tests/build/budgets.test.ts, measuring with the same scripts/lib/pageWeight.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliBench } from './lib/cliBench.ts';
import { engineAt, engineBench } from './lib/engineBench.ts';
import {
	htmlPages,
	ownJs,
	pageTypes,
	pageWeight,
	sharedJsSample,
	transfer,
} from './lib/pageWeight.ts';
import { playgroundBench } from './lib/playgroundBench.ts';
import { textTable } from './lib/textTable.ts';

const sections = ['engine', 'cli', 'build', 'weight', 'browser'] as const;
type Section = (typeof sections)[number];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = new Set(onlyArg ? onlyArg.slice('--only='.length).split(',') : sections);
// The engine of another checkout (the tree before a change), timed in the same rounds.
const baselineDir = process.argv
	.find((a) => a.startsWith('--baseline='))
	?.slice('--baseline='.length);
for (const s of only)
	if (!sections.includes(s as Section))
		throw new Error(`unknown section "${s}"; sections: ${sections.join(', ')}`);

const root = new URL('../', import.meta.url).pathname;
const astro = join(root, 'node_modules/astro/bin/astro.mjs');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (line: string) => console.error(`[${seconds(performance.now() - started)}] ${line}`);
const loadavg = () =>
	spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.split(' ', 3).join(' ');

console.log(
	`Error Playbook bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
		`${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load ${loadavg()}`,
);
const table = (title: string, rows: string[][]) => console.log(`\n## ${title}\n${textTable(rows)}`);
const tmp = mkdtempSync(join(tmpdir(), 'error-playbook-bench-'));
const dist = join(tmp, 'dist');
try {
	if (only.has('engine')) {
		log('engine…');
		table(
			`Engine in Node: validateInput ÷ JSON.parse of every JSON layer, least CPU time of 31 alternating rounds${baselineDir ? `; baseline ${baselineDir}` : ''}`,
			engineBench(baselineDir ? await engineAt(baselineDir) : undefined),
		);
	}
	if (only.has('cli')) {
		log('cli: building the validator package…');
		table(
			'CLI, the validator package, whole processes ÷ node -e 0 run beside each (median per-round ratio)',
			cliBench(tmp, log),
		);
	}
	if (only.has('build') || only.has('weight') || only.has('browser')) {
		log('astro build…');
		const start = performance.now();
		const build = spawnSync(process.execPath, [astro, 'build', '--outDir', dist], {
			cwd: root,
			env,
			encoding: 'utf8',
		});
		if (build.status !== 0)
			throw new Error(`astro build failed:\n${(build.stdout + build.stderr).slice(-4000)}`);
		const ms = performance.now() - start;
		const pages = htmlPages(dist).length;
		table('Site build (astro build of the checkout into a temporary --outDir, wall clock)', [
			['build', 'HTML pages', 'time', 'per page'],
			['astro build', String(pages), seconds(ms), `${(ms / pages).toFixed(0)} ms`],
		]);
	}
	if (only.has('weight')) {
		log('page weights…');
		const kb = (bytes: number) => (bytes / 1024).toFixed(1);
		const shared = pageWeight(dist, sharedJsSample);
		table(
			`Page weight, KB gzip (raw HTML beside); own JS: beyond a guide page's (${sharedJsSample}, Starlight's own)`,
			[
				['page', 'path', 'HTML raw', 'HTML', 'CSS', 'JS', 'own JS', 'total'],
				...pageTypes.map((t) => {
					const w = pageWeight(dist, t.sample);
					return [
						t.label,
						t.sample,
						kb(w.html.raw),
						kb(w.html.gzip),
						kb(w.css.gzip),
						kb(w.js.gzip + w.inlineJs.gzip),
						kb(ownJs(w, shared).gzip),
						kb(transfer(w).gzip),
					];
				}),
			],
		);
	}
	if (only.has('browser')) {
		log('browser: astro preview…');
		const port = await new Promise<number>((resolve) => {
			const server = createServer().listen(0, '127.0.0.1', () => {
				const { port } = server.address() as { port: number };
				server.close(() => resolve(port));
			});
		});
		// --ignore-lock: Astro keeps one preview lock per project, which `npm start` or the tests may hold.
		const preview = spawn(
			process.execPath,
			[
				astro,
				'preview',
				'--outDir',
				dist,
				'--host',
				'127.0.0.1',
				'--port',
				String(port),
				'--ignore-lock',
			],
			{ cwd: root, env, stdio: 'ignore' },
		);
		const origin = `http://127.0.0.1:${port}`;
		try {
			for (
				let tries = 0;
				!(await fetch(origin).then(
					(r) => r.ok,
					() => false,
				));
				tries++
			) {
				// A hang detector, not a speed limit: at load 30 on 2 cores preview took over 30 s.
				if (tries > 1500 || preview.exitCode !== null)
					throw new Error(`astro preview did not answer on ${origin}`);
				await new Promise((r) => setTimeout(r, 200));
			}
			const { chromium, rows } = await playgroundBench(origin, log);
			table(
				`Playground in Chromium ${chromium}: paste (Ctrl+V) → verdict, and → the frame after it (on screen), ÷ the same paste into a bare <textarea>`,
				rows,
			);
		} finally {
			preview.kill();
		}
	}
} finally {
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`\nbench: ${seconds(performance.now() - started)}, load ${loadavg()} at the end`);
