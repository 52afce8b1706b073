/**
 * How the home page's paste box hands its text to the playground without the text landing in a
 * URL, the browser's history or its storage (security-review.md item 1: the text went in
 * `/playground/#e=…`, and with it into the History database, session-restore files and sync).
 *
 * The carrier is `window.name`: it lives in the tab's memory, survives a navigation, is never
 * written to history or to disk and never sent to a server. It also outlives the site: Firefox and
 * Safari clear it when the tab goes to another site, but Chromium does not (its
 * `ClearCrossSiteCrossBrowsingContextGroupWindowName` is off by default), and COOP clears it only on
 * some navigations. So (security-review-2 item 7):
 * - the name carries a nonce that the home page keeps in the tab's `sessionStorage`, which no other
 *   site can read: text another site put in the name (as if the visitor had pasted it) is refused;
 *   only the nonce is stored, never the text;
 * - the playground takes the text once and clears the name and the nonce at once, so a reload, the
 *   back button or another page of the tab never sees it again;
 * - every other page of the site clears a name left over (`Header.astro`), so a hand-over that the
 *   playground never took (its script failed, the visitor went elsewhere) stops at the next page.
 *
 * The alternatives each write the text somewhere: the URL (history, sync), `sessionStorage` (written
 * to disk for session restore), `history.state` (serialised into the session file). Checking the
 * text on the home page itself would mean loading the engine there (21 KB gzip against a 4.5 KB
 * budget).
 */
export const handoffPrefix = 'error-playbook:paste:';
const nonceKey = 'error-playbook:paste-nonce';

/** What the hand-over uses of the tab: `window` in the page, plain objects in tests. */
export interface HandoffTab {
	name: string;
	sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
	crypto: Pick<Crypto, 'getRandomValues'>;
}

/**
 * Puts `text` in the tab's name for the playground. False when the tab's session storage refuses
 * the nonce (storage blocked for the site): nothing is handed over then.
 */
export function handOverPaste(tab: HandoffTab, text: string): boolean {
	// getRandomValues, unlike randomUUID, exists outside secure contexts (a preview over plain HTTP).
	const nonce = Array.from(tab.crypto.getRandomValues(new Uint8Array(16)), (b) =>
		b.toString(16).padStart(2, '0'),
	).join('');
	try {
		tab.sessionStorage.setItem(nonceKey, nonce);
	} catch {
		return false;
	}
	tab.name = `${handoffPrefix}${nonce}:${text}`;
	return true;
}

/**
 * The handed-over text, once: the name and the nonce are cleared. Undefined when nothing was
 * handed over, or when the name's nonce is not the one this tab's home page stored.
 */
export function takeHandedOverPaste(tab: HandoffTab): string | undefined {
	if (!tab.name.startsWith(handoffPrefix)) return undefined;
	const carried = tab.name.slice(handoffPrefix.length);
	tab.name = '';
	let stored: string | null = null;
	try {
		stored = tab.sessionStorage.getItem(nonceKey);
		tab.sessionStorage.removeItem(nonceKey);
	} catch {
		return undefined;
	}
	const colon = carried.indexOf(':');
	if (stored === null || colon < 0 || carried.slice(0, colon) !== stored) return undefined;
	return carried.slice(colon + 1);
}
