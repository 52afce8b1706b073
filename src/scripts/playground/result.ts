import type { ValidationResult } from '../../lib/engine/browser.ts';
import type { PlaygroundData } from '../../lib/playground/index.ts';
import { labelledSentence, series } from '../../lib/i18n/index.ts';
import { codePath, href } from '../../lib/site/index.ts';
import type { Say } from './say.ts';

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
		this.#el = {
			verdict: $('[data-verdict]'),
			verdictStatus: $('[data-verdict-status]'),
			verdictCode: $('[data-verdict-code]'),
			verdictFirst: $('[data-verdict-first]'),
			verdictAdvice: $('[data-verdict-advice]'),
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

	get copyStatus(): HTMLElement {
		return this.#el.copyStatus;
	}

	get verdictCopyStatus(): HTMLElement {
		return this.#el.verdictCopyStatus;
	}

	render(result: ValidationResult): void {
		const { verdict, inputKind } = this.#el;
		verdict.dataset.verdict = result.verdict === 'none' ? '' : result.verdict;
		verdict.dataset.code = result.code ?? '';
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
		// A failure that honours the contract is still a failure: the words say "well-formed", not "all good".
		verdictStatus.textContent = say(
			result.verdict === 'valid'
				? 'playground.verdictValid'
				: result.verdict === 'invalid'
					? 'playground.verdictInvalid'
					: result.verdict === 'not-envelope'
						? 'playground.verdictNotEnvelope'
						: 'playground.verdictNone',
		);
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
		// What the code means and what to do, in a few words; the full advice is in the result panel.
		const meaning = result.code === null ? undefined : this.#meaning(result.code);
		const advice =
			meaning && result.retry
				? say('playground.verdictAdvice', { meaning, retry: result.retry.label })
				: '';
		verdictAdvice.hidden = advice === '';
		verdictAdvice.textContent = advice;
		// A payload's own fix_command is a quote in the result panel, never a command to copy here.
		this.#renderVerdictCommand(
			result.recovery?.fromPayload ? null : (result.recovery?.command ?? null),
		);
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
		const { verdict, verdictStatus, verdictCode, verdictFirst, verdictAdvice } = this.#el;
		verdict.dataset.verdict = 'refused';
		verdict.dataset.code = '';
		verdictStatus.textContent = message;
		verdictCode.hidden = verdictFirst.hidden = verdictAdvice.hidden = true;
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
		const { registry } = this.#data;
		const addedIn = registry.codes.find((c) => c.code === result.code)?.addedIn;
		const release = registry.releases.find((r) => r.id === addedIn);
		if (result.codeStatus === 'later' && release)
			out.append(
				` (${this.#say('playground.laterCode', { release: `${release.binary} ${release.id}` })})`,
			);
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
		copyStatus.textContent = '';
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
		recoverySummary.textContent = recovery.summary;
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
			recovery.unfilled.length
				? say('playground.unfilled', {
						names: series(
							recovery.unfilled.map((n) => `<${n}>`),
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
			recovery.form ?? '',
			// An instruction is shown in the page's language; the CLI prints its own English one.
			!isCommand && recovery.printed && recovery.printed !== recovery.instruction
				? say('playground.cliPrints', { text: recovery.printed })
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
		explanationText.textContent = explanation.text;
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
