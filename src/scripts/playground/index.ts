/**
 * The playground in the browser, as a custom element (as Starlight builds its interactive parts):
 * `<ep-playground>` reads the page's embedded data, validates the textarea as the user types,
 * renders the result with `textContent` only (pasted strings never become markup) and builds share
 * links. Each job lives in its own module: when to validate (schedule), the result panel
 * (result), findings and gutter (findings), the editor's colours, marks and F8 (editor),
 * paste/drop/file (input), the share panel (share). Nothing here touches storage, and the one
 * request is the engine's texts in the page's language, a chunk of the site's own fetched as the
 * element starts (the other language never loads): the editor works at once, and what asks to be
 * validated before the texts arrive is validated when they do. Pasted text never leaves the page.
 */
import { loadLanguage, quickFixes, validateInput } from '../../lib/engine/browser.ts';
import {
	type InputOverLimit,
	maxPlaygroundChars,
	maxPlaygroundLines,
	overInputLimit,
	readShareFragment,
	takeHandedOverPaste,
	type PlaygroundData,
} from '../../lib/playground/index.ts';
import { Editor } from './editor.ts';
import { Gutter, renderFindingList } from './findings.ts';
import { wireInput } from './input.ts';
import { ResultView } from './result.ts';
import { createScheduler } from './schedule.ts';
import { SharePanel } from './share.ts';
import { copy } from './clipboard.ts';
import { sayer, type Say } from './say.ts';

class EpPlayground extends HTMLElement {
	#data!: PlaygroundData;
	#say!: Say;
	#input!: HTMLTextAreaElement;
	#inputError!: HTMLElement;
	#editor!: Editor;
	#gutter!: Gutter;
	#result!: ResultView;
	/** The fix a paste selects (fixSlot.ts): loaded when a result first names a known code. */
	#fixes: Promise<typeof import('./fixSlot.ts')> | null = null;
	#share!: SharePanel;
	#scheduler = createScheduler(() => this.validateNow());
	/** Whether the engine speaks the page's language yet, and whether a validation waits for it. */
	#language: 'loading' | 'loaded' | 'failed' = 'loading';
	#validationWaits = false;
	/**
	 * The text validated last. A large paste is validated a frame or more before it lands in the
	 * textarea (input.ts), so what comes back later (the language, the fix book) validates this text,
	 * not the textarea's: a fix book that loaded in between emptied the verdict of a 1 MB paste in a
	 * CI run under load, and the paste's own input event validates nothing.
	 */
	#latest = '';

	connectedCallback(): void {
		const dataElement = this.querySelector('#ep-playground-data');
		if (!dataElement || this.#input) return;
		this.#data = JSON.parse(dataElement.textContent ?? '{}') as PlaygroundData;
		this.#say = sayer(this.#data);
		const $ = <T extends Element>(selector: string) => this.querySelector<T>(selector)!;
		this.#input = $<HTMLTextAreaElement>('[data-input]');
		this.#inputError = $<HTMLElement>('[data-input-error]');
		this.#editor = new Editor(
			$<HTMLElement>('[data-editor]'),
			this.#input,
			$<HTMLElement>('[data-finding-here]'),
			$<HTMLElement>('[data-finding-announce]'),
			$<HTMLElement>('[data-overlay-note]'),
			this.#say,
		);
		this.#gutter = new Gutter($<HTMLElement>('[data-gutter]'), this.#input);
		this.#result = new ResultView(this, this.#data, this.#say);
		this.#share = new SharePanel(this, () => this.#input.value, this.#say, this.#data.lang);
		loadLanguage(this.#data.lang).then(
			() => {
				this.#language = 'loaded';
				if (this.#validationWaits) this.#revalidate(this.#latest);
			},
			(error: unknown) => {
				this.#language = 'failed';
				console.error(error);
				this.#showInputError(this.#say('playground.loadFailed'));
			},
		);

		const { inserting, forgetFile } = wireInput(
			this.#input,
			$<HTMLInputElement>('[data-file-input]'),
			{
				validateText: (text) => this.validateText(text),
				showInputError: (message) => this.#showInputError(message),
				refuseOverLimit: (over) => this.#refuseOverLimit(over),
				refuseNotText: (name) => this.#showInputError(this.#say('playground.notText', { name })),
				setText: (text) => {
					this.#dropFragment();
					this.setText(text);
				},
			},
		);
		const picker = $<HTMLSelectElement>('[data-example-picker]');
		this.#input.addEventListener('input', (event) => {
			if (!inserting()) this.#scheduler.schedule(event, this.#input.value.length);
			this.#dropFragment();
			// An edited example (a keystroke, a quick fix) is no longer the example the picker names.
			picker.selectedIndex = 0;
			this.#share.update();
		});
		picker.addEventListener('change', () => {
			const text = this.#data.examples[picker.value];
			if (text === undefined) return;
			this.#dropFragment();
			this.setText(text);
		});
		$('[data-action="clear"]').addEventListener('click', () => {
			// The picker must not keep naming an example that is no longer in the editor.
			picker.selectedIndex = 0;
			forgetFile();
			this.#dropFragment();
			this.setText('');
			this.#input.focus();
		});
		$('[data-action="copy-command"]').addEventListener(
			'click',
			() => void copy(this.#result.command, this.#result.copyStatus, this.#say),
		);
		$('[data-action="copy-verdict-command"]').addEventListener(
			'click',
			() => void copy(this.#result.verdictCommand, this.#result.verdictCopyStatus, this.#say),
		);
		window.addEventListener('hashchange', () => this.#loadFragment());

		// A paste handed over by the home page's box comes first; the name is cleared as it is read.
		const handedOver = takeHandedOverPaste(window);
		if (handedOver !== undefined) this.setText(handedOver);
		else this.#loadFragment();
		if (this.#input.value === '') {
			this.#gutter.render([], '');
			this.#editor.render('', []);
		}
	}

	validateNow(): void {
		this.validateText(this.#input.value);
	}

	/** Validates and shows `text`, which is (or is about to be) the textarea's content. */
	validateText(text: string): void {
		this.#scheduler.cancel();
		this.#latest = text;
		if (this.#language !== 'loaded') {
			// Without its messages the engine cannot speak; a failure stays said until a reload.
			if (this.#language === 'failed') this.#showInputError(this.#say('playground.loadFailed'));
			else this.#validationWaits = true;
			return;
		}
		const result = validateInput(text, {
			registry: this.#data.registry,
			lang: this.#data.lang,
			maxChars: maxPlaygroundChars,
		});
		this.#result.render(result);
		if (result.knownCode) this.#fixes ??= import('./fixSlot.ts');
		void this.#fixes?.then((m) =>
			// Once the fix book is in, the verdict is worked out again, unless a refusal took the
			// bar meanwhile: it holds until the text changes.
			m.renderFix(this, this.#data, this.#say, result, text, () => {
				if (this.#inputError.hidden && this.#latest === text) this.#revalidate(text);
			}),
		);
		renderFindingList(
			this.querySelector('[data-findings]')!,
			this.querySelector('[data-finding-counts]')!,
			result.findings,
			result.verdict === 'invalid'
				? quickFixes(text, result, this.#data.registry, this.#data.lang)
				: [],
			this.#say,
			this.#data.lang,
			(index) => this.#editor.reveal(index),
			(fix) => this.#editor.apply(fix),
			result.verdict === 'none',
		);
		this.#gutter.render(result.findings, text);
		this.#editor.render(text, result.findings);
	}

	/**
	 * Validates `text` again once something it waited for has loaded, unless newer input is already
	 * scheduled: validating the old text would cancel that run and leave the old verdict standing.
	 * A fix book that arrived between a fill and its frame did so in a browser test (hostile.spec.ts,
	 * the second file of the corpus kept the first one's "valid").
	 */
	#revalidate(text: string): void {
		if (!this.#scheduler.pending) this.validateText(text);
	}

	setText(text: string): void {
		const over = overInputLimit(text);
		if (over) return this.#refuseOverLimit(over);
		this.#showInputError(null);
		this.#input.value = text;
		this.validateNow();
		this.#share.update();
	}

	#showInputError(message: string | null): void {
		this.#inputError.hidden = message === null;
		this.#inputError.textContent = message ?? '';
		if (message === null) return;
		// The refusal holds the verdict bar until the text changes: a validation still waiting for
		// the engine's messages (of the text before) must not paint over it when they arrive.
		this.#validationWaits = false;
		this.#result.refuse(message);
	}

	#refuseOverLimit(over: InputOverLimit): void {
		const size = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
		const count = (n: number) => n.toLocaleString(this.#data.lang);
		this.#showInputError(
			over.kind === 'chars'
				? this.#say('playground.tooLarge', {
						size: size(over.chars),
						limit: size(maxPlaygroundChars),
						lineLimit: count(maxPlaygroundLines),
					})
				: this.#say('playground.tooManyLines', {
						lines: count(over.lines),
						limit: count(maxPlaygroundLines),
						sizeLimit: size(maxPlaygroundChars),
					}),
		);
	}

	/**
	 * Once the editor no longer holds what a share link brought, the link leaves the address bar:
	 * a reload must not bring the old text back, and the address must not claim to be this text.
	 * `replaceState` adds no history entry and fires no hashchange.
	 */
	#dropFragment(): void {
		if (location.hash === '') return;
		history.replaceState(history.state, '', location.pathname + location.search);
	}

	#loadFragment(): void {
		const fragment = readShareFragment(location.hash);
		if (fragment.kind === 'text') this.setText(fragment.text);
		else if (fragment.kind === 'malformed')
			this.#showInputError(this.#say('playground.badFragment'));
	}
}

customElements.define('ep-playground', EpPlayground);
