import type { ValidationResult } from '../../lib/engine/browser.ts';
import type { PlaygroundData } from '../../lib/playground/index.ts';
import { labelledSentence, series, spaceAfter, withNote } from '../../lib/i18n/index.ts';
import { codePath, href, nextPagePath } from '../../lib/site/index.ts';
import type { Say } from './say.ts';

/**
 * Text with Markdown inline code (`` `status` ``), as the registry writes identifiers in its
 * summaries and steps: each quoted span becomes a `<code>` element, everything else a text node.
 * Built with nodes only: the text may come from a paste, and never becomes markup.
 */
export function setInlineCode(element: HTMLElement, text: string): void {
	element.replaceChildren(
		...text.split(/`([^`\n]+)`/).map((part, i) => {
			if (i % 2 === 0) return part;
			const code = document.createElement('code');
			code.textContent = part;
			return code;
		}),
	);
}

/**
 * A shell command as nodes that wrap only at its spaces: each word is an unbreakable span (CSS alone
 * still breaks after `-` and `/`, so `--args` became `-` / `-args`). `textContent` stays the exact
 * command, which is what the copy button copies.
 */
function setCommand(element: HTMLElement, command: string): void {
	element.replaceChildren(
		...command.split(/( +)/).map((part) => {
			if (part === '' || part.startsWith(' ')) return part;
			const word = document.createElement('span');
			word.className = 'ep-word';
			word.textContent = part;
			return word;
		}),
	);
}

/**
 * Marks the sticky card `data-stuck="true"` while it is stuck at the top (scrolled past its place),
 * so that narrow screens fold it to one line (result.css): at 390 px the whole card was 227 px
 * tall over the Result panel it repeats (visitor review 3, #12). A line just above the card is
 * watched: once it has left the viewport under the header, the card is stuck.
 */
function watchStuck(card: HTMLElement): void {
	const sentinel = document.createElement('div');
	sentinel.setAttribute('aria-hidden', 'true');
	card.before(sentinel);
	// The height the fold takes away, kept below the card so that nothing after it moves. When it
	// moved, the browser's scroll anchoring scrolled back by as much, the line above came into view,
	// the card unfolded, and so on every frame: the card flickered at 390 px once the editor had the
	// focus, and a click on a finding waited forever (playground-editor.spec.ts). A block of its own
	// rather than the card's margin, which collapsed with the editor's and lost 16 px.
	const spacer = document.createElement('div');
	spacer.setAttribute('aria-hidden', 'true');
	spacer.style.margin = '0';
	card.after(spacer);
	const stickyTop = Math.round(parseFloat(getComputedStyle(card).top) || 0);
	new IntersectionObserver(
		([entry]) => {
			if (!entry) return;
			const stuck = String(!entry.isIntersecting && entry.boundingClientRect.top < stickyTop);
			if (stuck === card.dataset.stuck) return;
			// In the document's coordinates: scroll anchoring moves the viewport's with the spacer.
			const bottom = () => spacer.getBoundingClientRect().bottom + window.scrollY;
			const below = bottom();
			spacer.style.height = '0';
			card.dataset.stuck = stuck;
			spacer.style.height = `${Math.max(0, below - bottom())}px`;
		},
		{ rootMargin: `-${stickyTop}px 0px 0px 0px` },
	).observe(sentinel);
}

/** The result panel: verdict, what the input is, the code, retry advice, recovery, explanation. */
export class ResultView {
	readonly #data: PlaygroundData;
	readonly #say: Say;
	readonly #el: Record<
		| 'verdict'
		| 'verdictStatus'
		| 'verdictCode'
		| 'verdictFirst'
		| 'verdictAdvice'
		| 'verdictNext'
		| 'verdictNextText'
		| 'verdictNextLink'
		| 'verdictAfterNext'
		| 'verdictCommandRow'
		| 'verdictCommand'
		| 'copyCommand'
		| 'verdictCopyStatus'
		| 'inputKind'
		| 'releaseOut'
		| 'codeOut'
		| 'retryOut'
		| 'recovery'
		| 'recoveryHeading'
		| 'recoverySummary'
		| 'recoveryCommand'
		| 'recoveryNote'
		| 'copyStatus'
		| 'explanation'
		| 'explanationTitle'
		| 'explanationText'
		| 'explanationSteps',
		HTMLElement
	>;

	constructor(root: HTMLElement, data: PlaygroundData, say: Say) {
		this.#data = data;
		this.#say = say;
		const $ = (selector: string) => root.querySelector<HTMLElement>(selector)!;
		watchStuck($('[data-verdict-card]'));
		this.#el = {
			verdict: $('[data-verdict]'),
			verdictStatus: $('[data-verdict-status]'),
			verdictCode: $('[data-verdict-code]'),
			verdictFirst: $('[data-verdict-first]'),
			verdictAdvice: $('[data-verdict-advice]'),
			verdictNext: $('[data-verdict-next]'),
			verdictNextText: $('[data-verdict-next-text]'),
			verdictNextLink: $('[data-verdict-next-link]'),
			verdictAfterNext: $('[data-verdict-after-next]'),
			verdictCommandRow: $('[data-verdict-command-row]'),
			verdictCommand: $('[data-verdict-command]'),
			copyCommand: $('[data-copy-command]'),
			verdictCopyStatus: $('[data-verdict-copy-status]'),
			inputKind: $('[data-input-kind]'),
			releaseOut: $('[data-release-out]'),
			codeOut: $('[data-code-out]'),
			retryOut: $('[data-retry-out]'),
			recovery: $('[data-recovery]'),
			recoveryHeading: $('[data-recovery-heading]'),
			recoverySummary: $('[data-recovery-summary]'),
			recoveryCommand: $('[data-recovery-command]'),
			recoveryNote: $('[data-recovery-note]'),
			copyStatus: $('[data-copy-status]'),
			explanation: $('[data-explanation]'),
			explanationTitle: $('[data-explanation-title]'),
			explanationText: $('[data-explanation-text]'),
			explanationSteps: $('[data-explanation-steps]'),
		};
	}

	/** The command of the recovery shown now, for the copy button. */
	get command(): string {
		return this.#el.recoveryCommand.textContent ?? '';
	}

	/** What the verdict card shows to run: the selected fix's command once loaded, else the recovery's. */
	get verdictCommand(): string {
		return this.#el.verdictCommand.textContent ?? '';
	}

	get copyStatus(): HTMLElement {
		return this.#el.copyStatus;
	}

	get verdictCopyStatus(): HTMLElement {
		return this.#el.verdictCopyStatus;
	}

	/**
	 * The place in the verdict card right after the verdict and its Next line, empty here: what
	 * renders more of the result in the card (the payload's selected fix) appends to it.
	 */
	get afterNext(): HTMLElement {
		return this.#el.verdictAfterNext;
	}

	render(result: ValidationResult): void {
		const { verdict, inputKind } = this.#el;
		verdict.dataset.verdict = result.verdict === 'none' ? '' : result.verdict;
		verdict.dataset.code = result.code ?? '';
		// Text that is no output of the CLI is told apart from the CLI's known failures: neutral.
		verdict.dataset.notCli = String(result.explanation?.id === 'notCliOutput');
		verdict.dataset.warnings = String(this.#warned(result));
		this.#renderVerdictLine(result);
		inputKind.dataset.inputKind = result.verdict === 'none' ? '' : result.inputKind;
		inputKind.textContent = result.verdict === 'none' ? '—' : result.inputKindDetail;
		// Which release printed it: advice is given in that release's words (issue 21).
		this.#el.releaseOut.textContent = result.release?.text ?? '—';
		this.#renderCode(result);
		this.#el.retryOut.textContent = result.retry
			? labelledSentence(result.retry.label, result.retry.text, this.#data.lang)
			: '—';
		this.#renderRecovery(result);
		this.#renderExplanation(result);
	}

	/**
	 * The sticky line above the editor: the verdict, the code, and what comes first — the first error
	 * (else warning), or what a known non-envelope output is. On a phone it is all of the result a
	 * visitor sees without scrolling.
	 */
	#renderVerdictLine(result: ValidationResult): void {
		const { verdictStatus, verdictCode, verdictFirst, verdictAdvice } = this.#el;
		const say = this.#say;
		verdictStatus.textContent = this.#status(result);
		verdictCode.hidden = result.code === null;
		verdictCode.textContent = result.code ?? '';
		const first =
			result.findings.find((f) => f.severity === 'error') ??
			result.findings.find((f) => f.severity === 'warning');
		const line = first
			? say('playground.verdictFirst', {
					position: `${first.line}:${first.column}`,
					message: first.message,
				})
			: (result.explanation?.title ?? '');
		verdictFirst.hidden = line === '';
		verdictFirst.textContent = line;
		// What the code means in a few words; the full advice is in the result panel.
		const meaning = (result.code === null ? undefined : this.#meaning(result.code)) ?? '';
		verdictAdvice.hidden = meaning === '';
		setInlineCode(verdictAdvice, meaning);
		this.#renderNext(result);
		// The fix the payload selects leads once its language's fixes have loaded (its command may be
		// none: a fix that is a change to make); until then the recovery. A payload's own
		// fix_command is a quote in the result panel, never a command to copy here.
		this.#renderVerdictCommand(
			result.fix
				? result.fix.command
				: result.recovery?.fromPayload
					? null
					: (result.recovery?.command ?? null),
		);
	}

	/**
	 * The verdict's words. A failure that honours the contract is still a failure: "well-formed",
	 * not "all good"; with warnings it says so; a code of a later release is that release's, not the
	 * contract's; text that is no output of the CLI is no violation of anything.
	 */
	#status(result: ValidationResult): string {
		const say = this.#say;
		if (result.verdict === 'none') return say('playground.verdictNone');
		if (result.verdict === 'invalid') return say('playground.verdictInvalid');
		if (result.verdict === 'not-envelope')
			return say(
				result.explanation?.id === 'notCliOutput'
					? 'playground.verdictNotCli'
					: 'playground.verdictNotEnvelope',
			);
		if (this.#warned(result)) return say('playground.verdictWarnings');
		const release = this.#addedBy(result);
		return release
			? say('playground.verdictValidLater', { release })
			: say('playground.verdictValid');
	}

	/** A valid result with warnings is not shown as plain green. */
	#warned(result: ValidationResult): boolean {
		return result.verdict === 'valid' && result.findings.some((f) => f.severity === 'warning');
	}

	/** `flutter-mcp-toolkit 3.0.0` for a code a release added after the contract, else null. */
	#addedBy(result: ValidationResult): string | null {
		if (result.codeStatus !== 'later') return null;
		const { registry } = this.#data;
		const addedIn = registry.codes.find((c) => c.code === result.code)?.addedIn;
		const release = registry.releases.find((r) => r.id === addedIn);
		return release ? `${release.binary} ${release.id}` : null;
	}

	/** "Next:", the step, and a link to the page that explains it: every verdict with input has one. */
	#renderNext(result: ValidationResult): void {
		const { verdictNext, verdictNextText, verdictNextLink } = this.#el;
		const next = result.next;
		verdictNext.hidden = next === null;
		if (!next) {
			verdictNextText.textContent = '';
			verdictNextLink.removeAttribute('href');
			verdictNextLink.textContent = '';
			return;
		}
		// No space after 「下一步：」: Chinese puts none after a full-width mark.
		const label = this.#say('playground.next');
		verdictNext.firstElementChild!.textContent = label + spaceAfter(label);
		// The step's own space before its link: none after a closing 「。」.
		setInlineCode(verdictNextText, next.text + spaceAfter(next.text));
		verdictNextLink.setAttribute('href', href(nextPagePath(next.page, this.#data.lang)));
		verdictNextLink.textContent =
			next.page.kind === 'code'
				? this.#say('playground.nextCodePage', { code: next.page.code })
				: this.#say('playground.nextGuidePage');
	}

	/** The code's one-line meaning in the page's language. */
	#meaning(code: string): string | undefined {
		return this.#data.registry.codes.find((c) => c.code === code)?.meaning[this.#data.lang];
	}

	#renderVerdictCommand(command: string | null): void {
		const { verdictCommandRow, verdictCommand } = this.#el;
		verdictCommandRow.hidden = command === null;
		verdictCommand.textContent = command ?? '';
		this.#el.verdictCopyStatus.textContent = '';
	}

	/**
	 * A refusal (too large, a bad share link, a binary file) in the verdict bar, where the eye is
	 * after a paste; the live region announces it. The next validation replaces it.
	 */
	refuse(message: string): void {
		const { verdict, verdictStatus, verdictCode, verdictFirst, verdictAdvice, verdictNext } =
			this.#el;
		verdict.dataset.verdict = 'refused';
		verdict.dataset.code = '';
		verdict.dataset.notCli = verdict.dataset.warnings = 'false';
		verdictStatus.textContent = message;
		verdictCode.hidden = verdictFirst.hidden = verdictAdvice.hidden = verdictNext.hidden = true;
		this.#renderVerdictCommand(null);
	}

	#renderCode(result: ValidationResult): void {
		const out = this.#el.codeOut;
		out.replaceChildren();
		if (result.code === null) {
			out.textContent = '—';
			return;
		}
		const code = document.createElement('code');
		code.textContent = result.code;
		if (result.knownCode) {
			const link = document.createElement('a');
			link.href = href(codePath(result.code, this.#data.lang));
			link.title = this.#say('playground.openCodePage');
			link.append(code);
			out.append(link);
		} else out.append(code);
		const release = this.#addedBy(result);
		// The note's own parentheses: 「（…）」 after a code in Chinese, " (…)" in English.
		if (release)
			out.append(withNote('', this.#say('playground.laterCode', { release }), this.#data.lang));
	}

	#renderRecovery(result: ValidationResult): void {
		const {
			recovery: box,
			recoveryHeading,
			recoverySummary,
			recoveryCommand,
			recoveryNote,
			copyStatus,
		} = this.#el;
		const recovery = result.recovery;
		box.hidden = recovery === null;
		// "Copied" stays while the command it speaks of does: a validation that repaints the same
		// result (the fix book or the language arriving after a click) must not take it back.
		const command =
			recovery && recovery.command !== null && recovery.fromPayload !== true
				? recovery.command
				: '';
		if (recoveryCommand.dataset.recoveryCommand !== command) copyStatus.textContent = '';
		if (!recovery) {
			recoveryCommand.textContent = '';
			recoveryCommand.dataset.recoveryCommand = '';
			return;
		}
		const say = this.#say;
		// A code the registry does not know, from a newer release: the payload's fix_command is what
		// the CLI said, shown as a quote in prose, with no Copy button, like an instruction.
		const fromPayload = recovery.fromPayload === true;
		const isCommand = recovery.command !== null && !fromPayload;
		recoveryHeading.textContent = fromPayload
			? recoveryHeading.dataset.labelPayload!
			: isCommand
				? recoveryHeading.dataset.labelCommand!
				: recoveryHeading.dataset.labelInstruction!;
		setInlineCode(recoverySummary, recovery.summary);
		// An instruction is prose and wraps as prose; only a command keeps its words whole.
		if (fromPayload)
			recoveryCommand.textContent = say('playground.cliSuggested', {
				command: recovery.printed ?? recovery.command ?? '',
			});
		else if (isCommand) setCommand(recoveryCommand, recovery.command!);
		else recoveryCommand.textContent = recovery.instruction ?? '';
		recoveryCommand.dataset.recoveryCommand = isCommand ? recovery.command! : '';
		// Prose is read, not pasted into a shell: no Copy button for an instruction.
		this.#el.copyCommand.hidden = !isCommand;
		recoveryNote.textContent = [
			recovery.unfilled.length || recovery.fillAlso
				? say('playground.unfilled', {
						names: series(
							[
								...recovery.unfilled.map((n) => `<${n}>`),
								...(recovery.fillAlso ? [recovery.fillAlso] : []),
							],
							this.#data.lang,
						),
					})
				: '',
			recovery.unsafe.length
				? say('playground.unsafe', {
						names: series(
							recovery.unsafe.map((n) => `<${n}>`),
							this.#data.lang,
						),
					})
				: '',
			// Not the paste's: say so beside the Copy button (English review 18 #6, zh-TW review 20 #1).
			result.findings.some((f) => f.rule === 'recovery.fixCommandMismatch')
				? say('playground.recoveryNotInput')
				: '',
			recovery.form ?? '',
			// An instruction is shown in the page's language; the CLI prints its own English one.
			!isCommand && recovery.printed && recovery.printed !== recovery.instruction
				? say('playground.cliPrints', {
						binary: result.release?.spelling ?? this.#data.registry.releases.at(-1)!.binary,
						text: recovery.printed,
					})
				: '',
		]
			.filter(Boolean)
			.join(' ');
	}

	#renderExplanation(result: ValidationResult): void {
		const { explanation: box, explanationTitle, explanationText, explanationSteps } = this.#el;
		const explanation = result.explanation;
		box.hidden = explanation === null;
		explanationSteps.replaceChildren();
		if (!explanation) return;
		explanationTitle.textContent = explanation.title;
		setInlineCode(explanationText, explanation.text);
		for (const step of explanation.steps) {
			const item = document.createElement('li');
			item.textContent = step.command ? `${step.label}: ` : step.label;
			if (step.command) {
				const command = document.createElement('code');
				setCommand(command, step.command);
				// A long command scrolls sideways, and a scrolling box must be reachable by keyboard.
				command.tabIndex = 0;
				item.append(command);
			}
			explanationSteps.append(item);
		}
	}
}
