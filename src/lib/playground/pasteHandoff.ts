/**
 * How the home page's paste box hands its text to the playground without the text landing in a
 * URL, the browser's history or its storage (security-review.md item 1: the text went in
 * `/playground/#e=…`, and with it into the History database, session-restore files and sync).
 *
 * The carrier is `window.name`: it lives in the tab's memory, survives a navigation within the
 * site, is never written to history or to disk, never sent to a server, and Chromium, Firefox and
 * Safari clear it when the tab goes to another site. The alternatives each write somewhere:
 * the URL (history, sync), `sessionStorage` (written to disk for session restore), `history.state`
 * (serialised into the session file with the page's state). Checking the text on the home page
 * itself would mean loading the engine there (21 KB gzip against a 4.5 KB budget).
 *
 * The playground takes the text once and clears the name at once, so a reload, the back button or
 * another page of the tab never sees it again. The prefix tells a handed-over text from any other
 * name the tab may carry.
 */
const prefix = 'error-playbook:paste:';

/** What holds the name: `window` in the page, a plain object in tests. */
export interface NamedWindow {
	name: string;
}

export function handOverPaste(target: NamedWindow, text: string): void {
	target.name = prefix + text;
}

/** The handed-over text, once: the name is cleared. Undefined when nothing was handed over. */
export function takeHandedOverPaste(source: NamedWindow): string | undefined {
	if (!source.name.startsWith(prefix)) return undefined;
	const text = source.name.slice(prefix.length);
	source.name = '';
	return text;
}
