import { pluralKey, type Lang } from '../../lib/i18n/index.ts';
import { copy } from './clipboard.ts';
import type { Say } from './say.ts';

/** Longer links get a warning: chat tools and some mail clients cut or refuse links past ~2,000 characters. */
const longLinkChars = 2000;

/**
 * Masking and the link encoder (sharing.ts): fetched once the page has loaded, so they weigh nothing
 * on the way to the first verdict, yet arrive before anyone shares, and the page still makes no
 * request after it has loaded (sharing works offline).
 */
type Sharing = typeof import('./sharing.ts');
let sharing: Promise<Sharing> | undefined;
const loadSharing = () => (sharing ??= import('./sharing.ts'));
if (document.readyState === 'complete') void loadSharing();
else window.addEventListener('load', () => void loadSharing(), { once: true });

/**
 * The share panel: a link to this page with the text in its fragment (browsers never send the
 * fragment to a server), secrets masked unless the reader unticks it.
 */
export class SharePanel {
	readonly #panel: HTMLElement;
	readonly #button: HTMLButtonElement;
	readonly #mask: HTMLInputElement;
	readonly #url: HTMLInputElement;
	readonly #status: HTMLElement;
	readonly #long: HTMLElement;
	readonly #copyLink: HTMLButtonElement;
	readonly #empty: HTMLElement;
	readonly #text: () => string;
	readonly #say: Say;
	readonly #lang: Lang;
	#sharing: Sharing | undefined;

	constructor(root: HTMLElement, text: () => string, say: Say, lang: Lang) {
		this.#panel = root.querySelector<HTMLElement>('#ep-share')!;
		this.#button = root.querySelector<HTMLButtonElement>('[data-action="share"]')!;
		this.#mask = root.querySelector<HTMLInputElement>('[data-share-mask]')!;
		this.#url = root.querySelector<HTMLInputElement>('[data-share-url]')!;
		this.#status = root.querySelector<HTMLElement>('[data-share-status]')!;
		this.#long = root.querySelector<HTMLElement>('[data-share-long]')!;
		this.#text = text;
		this.#say = say;
		this.#lang = lang;
		this.#button.addEventListener('click', () => this.toggle());
		this.#mask.addEventListener('change', () => this.update());
		this.#copyLink = root.querySelector<HTMLButtonElement>('[data-action="copy-link"]')!;
		this.#empty = root.querySelector<HTMLElement>('[data-share-empty]')!;
		this.#copyLink.addEventListener('click', async () => {
			this.#sharing ??= await loadSharing();
			this.update();
			void copy(this.#url.value, this.#status, say);
		});
	}

	toggle(): void {
		const open = this.#panel.hidden;
		this.#panel.hidden = !open;
		this.#button.setAttribute('aria-expanded', String(open));
		if (open) {
			this.update();
			this.#mask.focus();
			void loadSharing().then((loaded) => {
				this.#sharing = loaded;
				this.update();
			});
		}
	}

	/**
	 * Rebuilds the link from the text, if the panel is open. Called on every change of the editor
	 * (typing, an example, a file, Clear), so the field never holds the link of an earlier text.
	 */
	update(): void {
		if (this.#panel.hidden) return;
		let text = this.#text();
		// Nothing to share (blank counts: it shows nothing either): no link, a disabled button, and
		// the reason beside it (the button's description), instead of an empty field to copy.
		const blank = text.trim() === '';
		this.#copyLink.disabled = blank || !this.#sharing;
		this.#empty.hidden = !blank;
		if (blank) {
			this.#url.value = '';
			this.#status.textContent = '';
			this.#long.hidden = true;
			this.#long.textContent = '';
			return;
		}
		// Until the code has arrived (a few milliseconds) there is no link, and never an unmasked one.
		if (!this.#sharing) {
			this.#url.value = '';
			this.#status.textContent = '';
			return;
		}
		let masked = 0;
		if (this.#mask.checked) ({ text, masked } = this.#sharing.maskSecrets(text));
		const url = `${location.origin}${location.pathname}${this.#sharing.shareFragment(text)}`;
		this.#url.value = url;
		this.#status.textContent = this.#mask.checked
			? this.#say(pluralKey('playground.shareMasked', masked, this.#lang), { count: masked })
			: '';
		this.#long.hidden = url.length <= longLinkChars;
		this.#long.textContent =
			url.length > longLinkChars
				? this.#say('playground.shareLong', { length: url.length.toLocaleString(this.#lang) })
				: '';
	}
}
