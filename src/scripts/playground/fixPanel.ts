import type { FixAdvice, ValidationResult } from '../../lib/engine/browser.ts';
import { inlineCodeSegments, series } from '../../lib/i18n/index.ts';
import type { PlaygroundData } from '../../lib/playground/index.ts';
import { codePath, href } from '../../lib/site/index.ts';
import { copy } from './clipboard.ts';
import type { Say } from './say.ts';

/** Text with `backticks` as `<code>` nodes: pasted or registry text never becomes markup. */
function withCode(text: string): Node[] {
	return inlineCodeSegments(text).map((segment) => {
		if (!segment.code) return document.createTextNode(segment.text);
		const code = document.createElement('code');
		code.textContent = segment.text;
		return code;
	});
}

function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	attributes: Record<string, string> = {},
	...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
	node.append(...children);
	return node;
}

/**
 * The fix the paste selects (issue 30): its cause, why it was chosen, the steps, the command with
 * what the paste gave filled in, the check that says it worked, the code's other causes, and "This
 * didn't fix it", which copies a report for an upstream issue. Built here, beside the recovery, so
 * that the page's markup and the verdict card stay as they are; fetched with the first fix shown
 * (fixSlot.ts), so that the page's first load does not carry it.
 */
export class FixPanel {
	readonly #data: PlaygroundData;
	readonly #say: Say;
	readonly #box: HTMLElement;
	#shown: { result: ValidationResult; text: string } | null = null;
	#reporting: Promise<typeof import('./reporting.ts')> | null = null;

	constructor(root: HTMLElement, data: PlaygroundData, say: Say) {
		this.#data = data;
		this.#say = say;
		this.#box = element('div', { class: 'ep-pg-fix', 'data-fix': '' });
		this.#box.hidden = true;
		root.querySelector('[data-recovery]')!.before(this.#box);
	}

	render(result: ValidationResult, text: string): void {
		const fix = result.fix;
		this.#shown = fix ? { result, text } : null;
		this.#box.hidden = !fix;
		if (!fix) return this.#box.replaceChildren();
		this.#reporting ??= import('./reporting.ts');
		this.#box.replaceChildren(...this.#parts(fix));
	}

	#parts(fix: FixAdvice): Node[] {
		const say = this.#say;
		const lang = this.#data.lang;
		const status = element('p', { role: 'status', class: 'ep-pg-note', 'data-fix-status': '' });
		const matched = series(
			fix.matched.map(({ member, value }) =>
				member === 'message'
					? say('playground.fixMessageStarts', { value: JSON.stringify(value) })
					: `\`${member} = ${JSON.stringify(value)}\``,
			),
			lang,
		);
		const parts: Node[] = [
			element(
				'h3',
				{ 'data-fix-cause': '' },
				...withCode(say('playground.fixHeading', { cause: fix.cause })),
			),
			element(
				'p',
				{ class: 'ep-pg-note', 'data-fix-why': '' },
				...withCode(
					fix.selectedBy === 'when'
						? say('playground.fixWhy', { matched })
						: say(
								`playground.fix${fix.selectedBy === 'only' ? 'Only' : fix.selectedBy === 'first' ? 'First' : 'Usual'}`,
							),
				),
			),
			element(
				'ol',
				{ class: 'ep-pg-steps' },
				...fix.steps.map((step) => element('li', {}, ...withCode(step))),
			),
		];
		if (fix.command)
			parts.push(
				this.#command(fix.command, 'data-fix-command', say('playground.fixCopyCommand'), status),
			);
		const notes = [
			fix.unfilled.length
				? say('playground.unfilled', {
						names: series(
							fix.unfilled.map((n) => `<${n}>`),
							lang,
						),
					})
				: '',
			fix.unsafe.length
				? say('playground.unsafe', {
						names: series(
							fix.unsafe.map((n) => `<${n}>`),
							lang,
						),
					})
				: '',
		].filter(Boolean);
		if (notes.length)
			parts.push(element('p', { class: 'ep-pg-note', 'data-fix-unfilled': '' }, notes.join(' ')));
		parts.push(element('h4', {}, say('playground.fixCheck')));
		if (fix.check.command)
			parts.push(
				this.#command(fix.check.command, 'data-fix-check', say('playground.fixCopyCheck'), status),
			);
		parts.push(element('p', { 'data-fix-expect': '' }, ...withCode(fix.check.expect)));
		if (fix.others.length) {
			const page = href(codePath(fix.code, lang));
			parts.push(
				element('p', { class: 'ep-pg-note' }, say('playground.fixOthers')),
				element(
					'ul',
					{ class: 'ep-pg-fix-others' },
					...fix.others.map((other) =>
						element(
							'li',
							{},
							element(
								'a',
								{ href: `${page}#fix-${other.id}` },
								...withCode(
									say('playground.fixOther', { number: other.number, cause: other.cause }),
								),
							),
						),
					),
				),
			);
		}
		const report = element(
			'button',
			{ type: 'button', 'data-action': 'fix-report' },
			say('playground.fixReport'),
		);
		report.addEventListener('click', () => void this.#copyReport(status));
		parts.push(report, status);
		return parts;
	}

	/** A command wrapped only at its spaces, focusable (it may scroll), with its own Copy button. */
	#command(command: string, attribute: string, label: string, status: HTMLElement): HTMLElement {
		const code = element('code', { [attribute]: '', tabindex: '0' });
		code.append(
			...command
				.split(/( +)/)
				.map((part) =>
					part === '' || part.startsWith(' ') ? part : element('span', { class: 'ep-word' }, part),
				),
		);
		const button = element(
			'button',
			{ type: 'button', 'aria-label': label },
			this.#say('common.copy'),
		);
		button.addEventListener('click', () => void copy(command, status, this.#say));
		return element('div', { class: 'ep-pg-command' }, code, button);
	}

	async #copyReport(status: HTMLElement): Promise<void> {
		const shown = this.#shown;
		if (!shown?.result.fix) return;
		const { result, text } = shown;
		const fix = result.fix!;
		const { issueReport } = await (this.#reporting ??= import('./reporting.ts'));
		const { markdown, masked } = issueReport({
			code: result.code,
			release: result.release?.text ?? null,
			surface: result.inputKindDetail,
			fix: { id: fix.id, cause: fix.cause, command: fix.command, check: fix.check.command },
			message: result.failure?.message ?? null,
			exitStatus: result.failure?.exitStatus ?? null,
			payload: text,
			page: new URL(`${href(codePath(fix.code, 'en'))}#fix-${fix.id}`, location.href).href,
		});
		try {
			await navigator.clipboard.writeText(markdown);
			status.textContent = this.#say('playground.fixReported', { count: masked });
		} catch {
			status.textContent = this.#say('playground.copyFailed');
		}
	}
}
