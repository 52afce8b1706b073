import {
	messageQuotesActual,
	type Finding,
	type QuickFix,
	type Severity,
} from '../../lib/engine/browser.ts';
import { labelled, pluralKey, series, type Lang } from '../../lib/i18n/index.ts';
import type { PlaygroundStringKey } from '../../lib/playground/index.ts';
import { countLines } from './lines.ts';
import type { Say } from './say.ts';

export const severityKeys: Record<Severity, PlaygroundStringKey> = {
	error: 'playground.severityError',
	warning: 'playground.severityWarning',
	info: 'playground.severityInfo',
};

/** Gutters with more lines than this are not drawn: tens of thousands of numbers would cost more layout than they help. */
const maxGutterLines = 5000;

/**
 * The list of findings, each with a button that moves the caret to it (`goTo` gets its index in
 * `findings`) and, where the engine has one, a quick fix button.
 */
export function renderFindingList(
	list: HTMLElement,
	counts: HTMLElement,
	findings: readonly Finding[],
	fixes: readonly QuickFix[],
	say: Say,
	lang: Lang,
	goTo: (index: number) => void,
	applyFix: (fix: QuickFix) => void,
	empty = false,
): void {
	const bySeverity = { error: 0, warning: 0, info: 0 };
	for (const f of findings) bySeverity[f.severity]++;
	const count = (severity: Severity) =>
		say(pluralKey(`playground.count.${severity}`, bySeverity[severity], lang), {
			count: bySeverity[severity],
		});
	// An empty editor has nothing to report, not "no findings".
	counts.textContent = empty
		? ''
		: findings.length === 0
			? say('playground.noFindings')
			: series([count('error'), count('warning'), count('info')], lang);
	list.replaceChildren(
		...findings.map((finding, index) => {
			const li = document.createElement('li');
			li.dataset.finding = finding.rule;
			li.dataset.severity = finding.severity;
			li.dataset.pointer = finding.pointer;
			li.dataset.line = String(finding.line);
			li.dataset.column = String(finding.column);
			const severity = document.createElement('span');
			severity.className = `ep-sev ep-sev-${finding.severity}`;
			severity.textContent = say(severityKeys[finding.severity]);
			const position = document.createElement('button');
			position.type = 'button';
			position.className = 'ep-pos';
			position.textContent = `${finding.line}:${finding.column}`;
			position.setAttribute(
				'aria-label',
				say('playground.goTo', {
					position: position.textContent,
					line: finding.line,
					column: finding.column,
				}),
			);
			position.addEventListener('click', () => goTo(index));
			const message = document.createElement('span');
			message.textContent = finding.message;
			li.append(severity, position, message);
			const fix = fixes.find((f) => f.finding === index);
			if (fix) {
				const button = document.createElement('button');
				button.type = 'button';
				button.className = 'ep-fix';
				button.dataset.quickFix = fix.rule;
				button.textContent = fixLabel(fix, say);
				button.setAttribute(
					'aria-label',
					say('playground.fixLabel', {
						position: `${finding.line}:${finding.column}`,
						fix: button.textContent,
					}),
				);
				button.addEventListener('click', () => applyFix(fix));
				li.append(' ', button);
			}
			const extra: string[] = [];
			if (finding.pointer !== '') extra.push(finding.pointer);
			if (finding.expected !== undefined)
				extra.push(labelled(say('playground.expected'), finding.expected, lang));
			if (finding.actual !== undefined && !messageQuotesActual(finding.message, finding.actual))
				extra.push(labelled(say('playground.actual'), finding.actual, lang));
			if (finding.suggestions?.length)
				extra.push(labelled(say('playground.didYouMean'), series(finding.suggestions, lang), lang));
			for (const line of extra) {
				const span = document.createElement('span');
				span.className = 'ep-extra';
				span.textContent = line;
				li.append(span);
			}
			return li;
		}),
	);
}

function fixLabel({ label }: QuickFix, say: Say): string {
	if (label.key === 'set') return say('playground.fixSet', { value: label.value ?? '' });
	if (label.key === 'replaceCode')
		return say('playground.fixReplaceCode', { code: label.value ?? '' });
	return say('playground.fixAddRecovery');
}

/** Line numbers beside the textarea, with the lines that hold an error or a warning marked. */
export class Gutter {
	/** What the gutter shows now (line count and marks), so an unchanged gutter is not rebuilt. */
	#key = '';
	readonly #gutter: HTMLElement;
	readonly #input: HTMLTextAreaElement;

	constructor(gutter: HTMLElement, input: HTMLTextAreaElement) {
		this.#gutter = gutter;
		this.#input = input;
		input.addEventListener('scroll', () => {
			gutter.scrollTop = input.scrollTop;
		});
	}

	render(findings: readonly Finding[], text: string): void {
		const lines = countLines(text);
		if (lines > maxGutterLines) {
			this.#gutter.replaceChildren();
			this.#key = '';
			return;
		}
		const marks = new Map<number, string>();
		for (const f of findings) {
			if (f.severity === 'error') marks.set(f.line, 'error');
			else if (f.severity === 'warning' && !marks.has(f.line)) marks.set(f.line, 'warning');
		}
		const key = `${lines}:${[...marks].join()}`;
		if (key === this.#key) return;
		this.#key = key;
		// Unmarked lines are one text node per run, marked lines a block span each: a span per line
		// cost Chromium ~60 ms of layout per render at 3,000 lines, a text node ~10 ms.
		const nodes: (string | HTMLSpanElement)[] = [];
		let run: string[] = [];
		for (let line = 1; line <= lines; line++) {
			const mark = marks.get(line);
			if (!mark) {
				run.push(String(line));
				continue;
			}
			if (run.length) nodes.push(run.join('\n'));
			run = [];
			const span = document.createElement('span');
			span.textContent = String(line);
			span.className = `ep-mark-${mark}`;
			nodes.push(span);
		}
		if (run.length) nodes.push(run.join('\n'));
		this.#gutter.replaceChildren(...nodes);
		this.#gutter.scrollTop = this.#input.scrollTop;
	}
}
