/**
 * `npm run bench`: build times, page weights, scale, the engine in Node, the CLI's start-up, the
 * playground in Chromium and Lighthouse, printed as tables and written to scripts/bench/results.json (the latest figures, committed).
 *
 * Timings are figures, never assertions: this is a shared, noisy machine, so they are medians, and
 * comparisons are ratios measured in the same run. Byte budgets are deterministic and live in
 * tests/build/budgets.test.ts, which measures with the same module (scripts/lib/pageWeight.ts).
 *
 * Every build happens in a fresh copy of the site in a temporary folder (never in this checkout's
 * dist/ or caches). Options: --only=build,weight,scale,engine,cli,browser,lighthouse (a subset; the
 * results then go to scripts/bench/tmp/results.json), --keep (keep the temporary copies).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { cliTable, runCliBench, thousandTable, type CliBench } from './lib/cliBench.ts';
import {
	engineGoalLines,
	engineTable,
	median,
	runEngineBench,
	type EngineBench,
} from './lib/engineBench.ts';
import {
	runLighthouseBench,
	lighthouseCategories,
	type LighthouseBench,
} from './lib/lighthouseBench.ts';
import {
	htmlPages,
	ownJs,
	pageTypeOf,
	pageTypes,
	pageWeight,
	sharedJsSample,
	transfer,
	type Bytes,
	type PageTypeId,
} from './lib/pageWeight.ts';
import { runPlaygroundBench, type PlaygroundBench } from './lib/playgroundBench.ts';
import {
	benchTempDir,
	build,
	clean,
	makeSiteCopy,
	preview,
	root,
	type SiteCopy,
} from './lib/siteCopy.ts';
import { writeSyntheticRegistry } from './lib/syntheticRegistry.ts';
import { textTable } from './lib/textTable.ts';

const sections = ['build', 'weight', 'scale', 'engine', 'cli', 'browser', 'lighthouse'] as const;
type Section = (typeof sections)[number];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = new Set<Section>(
	onlyArg ? (onlyArg.slice('--only='.length).split(',') as Section[]) : sections,
);
for (const s of only)
	if (!sections.includes(s))
		throw new Error(`unknown section "${s}"; sections: ${sections.join(', ')}`);
const keep = process.argv.includes('--keep');
const scaleSizes = [36, 360, 1000];

const started = performance.now();
const log = (line: string) => console.error(line);
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const rawGz = (b: Bytes) => `${kb(b.raw)} / ${kb(b.gzip)}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const factor = (x: number) => `${x.toFixed(2)}×`;

function machine() {
	const sh = (cmd: string, args: string[]) => {
		try {
			return execFileSync(cmd, args, { encoding: 'utf8' }).trimEnd();
		} catch {
			return 'unavailable';
		}
	};
	return {
		date: new Date().toISOString(),
		cpu: cpus()[0]?.model ?? 'unknown',
		nproc: sh('nproc', []),
		cores: availableParallelism(),
		memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
		freeH: sh('free', ['-h']).split('\n').slice(0, 2).join('\n'),
		load: sh('cat', ['/proc/loadavg']).split(' ').slice(0, 3).join(' '),
		node: process.version,
	};
}

interface BuildFigures {
	coldMs: number[];
	warmMs: number[];
	pages: number;
	htmlFiles: number;
	nodeModules: SiteCopy['modules'];
}

interface WeightRow {
	type: PageTypeId;
	label: string;
	path: string;
	html: Bytes;
	css: Bytes;
	js: Bytes;
	inlineJs: Bytes;
	ownJs: Bytes & { files: string[] };
	transfer: Bytes;
}

interface ScaleRow {
	codes: number;
	pages: number;
	buildMs: number;
	codePageHtml: number;
	codePageHtmlZh: number;
	codesIndexHtml: number;
	/** The largest guide: some guides list every code of a layer or retry class. */
	largestGuideHtml: number;
	playgroundHtml: number;
	notFoundHtml: number;
}

const results: {
	machine: ReturnType<typeof machine>;
	build?: BuildFigures;
	weight?: {
		rows: WeightRow[];
		largestHtml: Record<PageTypeId, { path: string; raw: number; gzip: number }>;
	};
	scale?: { rows: ScaleRow[]; codePageGrowth: number; codePageWithin10Percent: boolean };
	engine?: EngineBench;
	cli?: CliBench;
	browser?: PlaygroundBench;
	lighthouse?: LighthouseBench;
	seconds?: number;
} = { machine: machine() };

const tmp = benchTempDir();
log(`bench: temporary copies in ${tmp}`);
let site: SiteCopy | null = null;

/** The site as it is, built in a fresh copy: the build the weight, browser and Lighthouse sections use. */
async function siteBuild(): Promise<SiteCopy> {
	if (site) return site;
	site = makeSiteCopy(tmp, 'site');
	log(`[${elapsed()}] building the site (cold)…`);
	const cold1 = await build(site);
	if (!only.has('build')) return site;
	log(`[${elapsed()}] cold build ${seconds(cold1.ms)}; warm builds…`);
	const warm1 = await build(site);
	clean(site);
	const cold2 = await build(site);
	const warm2 = await build(site);
	results.build = {
		coldMs: [cold1.ms, cold2.ms],
		warmMs: [warm1.ms, warm2.ms],
		pages: cold1.pages,
		htmlFiles: htmlPages(site.dist).length,
		nodeModules: site.modules,
	};
	log(
		`[${elapsed()}] builds: cold ${seconds(cold1.ms)}, ${seconds(cold2.ms)}; warm ${seconds(warm1.ms)}, ${seconds(warm2.ms)}`,
	);
	return site;
}

function measureWeights(dist: string) {
	const shared = pageWeight(dist, sharedJsSample);
	const rows: WeightRow[] = pageTypes.map((t) => {
		const w = pageWeight(dist, t.sample);
		const own = ownJs(w, shared);
		return {
			type: t.id,
			label: t.label,
			path: t.sample,
			html: w.html,
			css: w.css,
			js: w.js,
			inlineJs: w.inlineJs,
			ownJs: { raw: own.raw, gzip: own.gzip, files: own.assets.map((a) => a.key) },
			transfer: transfer(w),
		};
	});
	const largestHtml = {} as Record<PageTypeId, { path: string; raw: number; gzip: number }>;
	for (const path of htmlPages(dist)) {
		const type = pageTypeOf(path);
		if (!type) continue;
		const { html } = pageWeight(dist, path);
		if (!largestHtml[type] || html.raw > largestHtml[type].raw)
			largestHtml[type] = { path, ...html };
	}
	return { rows, largestHtml };
}

async function scale(): Promise<void> {
	const rows: ScaleRow[] = [];
	for (const codes of scaleSizes) {
		log(`[${elapsed()}] scale: building a registry of ${codes} codes…`);
		const copy = makeSiteCopy(tmp, `scale-${codes}`, (dir) =>
			writeSyntheticRegistry(root, dir, codes),
		);
		const run = await build(copy);
		const html = (path: string) => pageWeight(copy.dist, path).html.raw;
		rows.push({
			codes,
			pages: run.pages,
			buildMs: run.ms,
			codePageHtml: html('/codes/connect_failed/'),
			codePageHtmlZh: html('/zh-tw/codes/connect_failed/'),
			codesIndexHtml: html('/codes/'),
			largestGuideHtml: Math.max(
				...htmlPages(copy.dist)
					.filter((p) => !p.startsWith('/zh-tw/') && pageTypeOf(p) === 'guide')
					.map(html),
			),
			playgroundHtml: html('/playground/'),
			notFoundHtml: html('/404.html'),
		});
		if (!keep) rmSync(copy.dir, { recursive: true, force: true });
	}
	const base = rows[0]!;
	const growth = Math.max(
		...rows.map((r) =>
			Math.max(r.codePageHtml / base.codePageHtml, r.codePageHtmlZh / base.codePageHtmlZh),
		),
	);
	results.scale = { rows, codePageGrowth: growth, codePageWithin10Percent: growth <= 1.1 };
}

try {
	if (only.has('build') || only.has('weight') || only.has('browser') || only.has('lighthouse'))
		await siteBuild();
	if (only.has('weight')) results.weight = measureWeights(site!.dist);
	if (only.has('scale')) await scale();
	if (only.has('engine')) {
		log(`[${elapsed()}] engine in Node…`);
		results.engine = runEngineBench();
	}
	if (only.has('cli')) {
		log(`[${elapsed()}] CLI start-up…`);
		results.cli = runCliBench(join(tmp, 'validator'), log);
	}
	if (only.has('browser') || only.has('lighthouse')) {
		const server = await preview(site!);
		log(`[${elapsed()}] astro preview on ${server.origin}`);
		try {
			if (only.has('browser')) results.browser = await runPlaygroundBench(server.origin, log);
			if (only.has('lighthouse')) {
				log(`[${elapsed()}] Lighthouse…`);
				try {
					results.lighthouse = await runLighthouseBench(server.origin, tmp, log);
				} catch (error) {
					results.lighthouse = { ran: false, reason: String(error) };
				}
			}
		} finally {
			await server.stop();
		}
	}
} finally {
	if (!keep) rmSync(tmp, { recursive: true, force: true });
	else log(`bench: kept ${tmp}`);
}
results.seconds = Math.round((performance.now() - started) / 1000);

// ---- Report ----
const out: string[] = [];
const say = (line = '') => out.push(line);
const goal = (met: boolean) => (met ? 'met' : 'MISSED');
const m = results.machine;
say(`Error Playbook benchmarks, ${m.date.slice(0, 10)}`);
say(
	`machine: ${m.cpu}, nproc ${m.nproc}, ${m.memory} RAM, load ${m.load} at start; Node ${m.node}`,
);
say(m.freeH);

if (results.build) {
	const b = results.build;
	say('\n## Build (astro build in a fresh copy; wall clock)');
	say(
		textTable([
			['build', 'time', 'runs'],
			[
				'cold (no dist, no node_modules/.astro, no .vite)',
				seconds(median(b.coldMs)),
				b.coldMs.map(seconds).join(', '),
			],
			[
				'warm (dist and caches from the previous build)',
				seconds(median(b.warmMs)),
				b.warmMs.map(seconds).join(', '),
			],
		]),
	);
	say(
		`pages: ${b.pages} (Astro's count); HTML files in dist: ${b.htmlFiles}; node_modules in the copy: ${b.nodeModules}`,
	);
}

if (results.weight) {
	const { rows, largestHtml } = results.weight;
	say('\n## Page weight (KB = 1024 bytes, raw / gzip; gzip = zlib level 6, file by file)');
	say(
		textTable([
			['page type', 'page', 'HTML', 'CSS', 'JS files', 'inline JS', 'own JS', 'total gzip'],
			...rows.map((r) => [
				r.label,
				r.path,
				rawGz(r.html),
				rawGz(r.css),
				rawGz(r.js),
				rawGz(r.inlineJs),
				rawGz(r.ownJs),
				kb(r.transfer.gzip),
			]),
		]),
	);
	say(
		`own JS: JavaScript beyond what a plain guide page (${sharedJsSample}) runs, i.e. beyond Starlight's own.`,
	);
	say(
		`JS files: <script src>, modulepreload and their static imports; inline JS is part of the HTML bytes.`,
	);
	for (const r of rows)
		if (r.ownJs.files.length) say(`  ${r.label} own JS: ${r.ownJs.files.join(', ')}`);
	say(
		`largest HTML per type, both languages: ${pageTypes.map((t) => `${t.label} ${rawGz(largestHtml[t.id])} (${largestHtml[t.id].path})`).join('; ')}`,
	);
	const code = rows.find((r) => r.type === 'code')!;
	const playground = rows.find((r) => r.type === 'playground')!;
	say(
		`goal: code page ships no JS of its own: ${goal(code.ownJs.gzip <= 1024)} (${kb(code.ownJs.gzip)} KB gzip)`,
	);
	say(
		`goal: playground page-specific JS ≤ 40 KB gzip: ${goal(playground.ownJs.gzip <= 40 * 1024)} (${kb(playground.ownJs.gzip)} KB gzip)`,
	);
}

if (results.scale) {
	const { rows, codePageGrowth, codePageWithin10Percent } = results.scale;
	const base = rows[0]!;
	say('\n## Scale (synthetic registries built cold in fresh copies; HTML in KB raw)');
	say(
		textTable([
			[
				'codes',
				'pages',
				'build',
				'× time',
				'× pages',
				'ms/page added',
				'code page',
				'zh-TW code page',
				'codes index',
				'largest guide',
				'playground',
				'404',
			],
			...rows.map((r, i) => {
				const prev = rows[i - 1];
				return [
					String(r.codes),
					String(r.pages),
					seconds(r.buildMs),
					factor(r.buildMs / base.buildMs),
					factor(r.pages / base.pages),
					prev ? ((r.buildMs - prev.buildMs) / (r.pages - prev.pages)).toFixed(1) : '–',
					kb(r.codePageHtml),
					kb(r.codePageHtmlZh),
					kb(r.codesIndexHtml),
					kb(r.largestGuideHtml),
					kb(r.playgroundHtml),
					kb(r.notFoundHtml),
				];
			}),
		]),
	);
	say(
		`code page HTML growth from ${base.codes} codes: ${factor(codePageGrowth)} — within 10 %: ${goal(codePageWithin10Percent)}`,
	);
	say('build time is linear when "ms/page added" stays flat (the fixed cost is the intercept).');
}

if (results.engine) {
	const e = results.engine;
	say(
		'\n## Validator in Node (one process; medians of 31 alternating rounds; ÷ parse = median per-round ratio)',
	);
	say(textTable(engineTable(e)));
	for (const line of engineGoalLines(e)) say(line);
}

if (results.cli) {
	const c = results.cli;
	say('\n## CLI start-up (whole processes, wall clock; median of 20 runs after one warm-up)');
	say(textTable(cliTable(c)));
	say(
		'\n1,000 envelopes in one call (a folder of the real fixtures that hold one; median of 7 rounds, each beside a node -e 0, ratio per round):',
	);
	say(textTable(thousandTable(c)));
	say(
		`validator package bundle: ${c.bundle.files} files, ${kb(c.bundle.raw)} KB (${kb(c.bundle.gzip)} gzip); validate loads ${kb(c.bundle.validateRaw)} KB (${kb(c.bundle.validateGzip)} gzip), explain the rest`,
	);
}

if (results.browser) {
	const b = results.browser;
	say(`\n## Playground in Chromium ${b.chromium} (astro preview; medians unless said)`);
	say(
		`navigation → ready (${b.navigation.measure}): cold ${b.navigation.coldMs.toFixed(0)} ms, warm median ${b.navigation.warmMedianMs.toFixed(0)} ms (${b.navigation.runs} loads)`,
	);
	say(
		textTable([
			[
				'paste (Ctrl+V)',
				'size',
				'lines',
				'runs',
				'verdict median',
				'verdict p95',
				'on screen median',
				'on screen p95',
				'longest task',
				'bare textarea',
			],
			...b.pastes.map((p) => [
				p.label,
				`${kb(p.bytes)} KB`,
				String(p.lines),
				String(p.runs),
				`${p.medianMs.toFixed(1)} ms`,
				`${p.p95Ms.toFixed(1)} ms`,
				`${p.paintedMedianMs.toFixed(1)} ms`,
				`${p.paintedP95Ms.toFixed(1)} ms`,
				p.longestTaskMs ? `${p.longestTaskMs.toFixed(0)} ms` : '< 50 ms',
				p.bareMedianMs === undefined
					? '–'
					: `${p.bareMedianMs.toFixed(0)} ms${p.bareLongestTaskMs ? ` (task ${p.bareLongestTaskMs.toFixed(0)})` : ''}`,
			]),
		]),
	);
	say(
		'verdict: paste event → [data-verdict] set; on screen: → the frame after it has run (upper bound).',
	);
	say(
		'bare textarea: the same paste into a page holding only a <textarea> (no script), to its next frame: Chromium’s own floor.',
	);
	say(
		`goal: 1 KB ≤ ${b.goals.oneKb.goal} ms (p95): ${goal(b.goals.oneKb.met)} (${b.goals.oneKb.measured.toFixed(1)} ms)`,
	);
	say(
		`goal: 1 MB ≤ ${b.goals.oneMb.goal} ms (p95, both shapes): ${goal(b.goals.oneMb.met)} (${b.goals.oneMb.measured.toFixed(1)} ms)`,
	);
	say(
		`goal: no task > ${b.goals.longestTask.goal} ms during a 1 MB paste: ${goal(b.goals.longestTask.met)} (${b.goals.longestTask.measured.toFixed(0)} ms)`,
	);
}

if (results.lighthouse) {
	const l = results.lighthouse;
	say('\n## Lighthouse');
	if (!l.ran) say(`LIGHTHOUSE COULD NOT RUN: ${l.reason}`);
	else {
		say(
			`Lighthouse ${l.version}, default settings (mobile, simulated throttling), astro preview (no compression)`,
		);
		say(
			textTable([
				['page', 'path', ...lighthouseCategories, 'audits below 0.9'],
				...l.rows.map((r) => [
					r.label,
					r.path,
					...lighthouseCategories.map((c) => String(r.scores[c] ?? '–')),
					r.flagged.join(', ') || '–',
				]),
			]),
		);
	}
}
say(`\ntotal: ${results.seconds} s`);

const report = out.join('\n');
console.log(report);
const complete = sections.every((s) => only.has(s));
const dir = join(root, complete ? 'scripts/bench' : 'scripts/bench/tmp');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'results.json');
writeFileSync(file, `${JSON.stringify({ ...results, report: report.split('\n') }, null, '\t')}\n`);
log(`bench: wrote ${file.slice(root.length)}`);
