import { fillCommand, type PlaceholderValue } from '../lib/engine/browser.ts';

/**
 * The placeholder form of a code page (PlaceholderForm.astro): what a visitor types for `<token>`,
 * `<vm_service_uri>`… fills every command box of the page (`data-fill`, CommandBox.astro) and what
 * its Copy copies. The address's fragment may carry the values (`#vm_service_uri=ws://…&token=…`,
 * the placeholders' names), as React's error decoder reads its arguments from the link: a hint or
 * a shared link fills the page, and no server ever sees them. The values are filled by the
 * engine's rules (`fillCommand`): one that could break the shell command (a quote, `$`, a space…)
 * stays a placeholder, and its field says so.
 */
export function startPlaceholderForm(): void {
	const inputs = [...document.querySelectorAll<HTMLInputElement>('[data-fill-form] input')];
	if (inputs.length === 0) return;
	const boxes = [...document.querySelectorAll<HTMLElement>('[data-fill]')];
	const fill = () => {
		const values: Record<string, PlaceholderValue> = {};
		for (const input of inputs) values[input.name] = { value: input.value, pointer: '' };
		const refused = new Set<string>();
		for (const box of boxes) {
			const { text, unsafe } = fillCommand(box.dataset.fill!, values);
			for (const u of unsafe) refused.add(u.name);
			// Expressive Code draws one line of tokens; the filled command replaces them as plain text.
			box.querySelector('.code')!.textContent = text;
			box.querySelector('button')?.setAttribute('data-code', text);
		}
		for (const input of inputs) {
			const bad = refused.has(input.name);
			input.setAttribute('aria-invalid', String(bad));
			document.getElementById(`${input.id}-refused`)!.hidden = !bad;
		}
	};
	const fromAddress = () => {
		for (const pair of location.hash.slice(1).split('&')) {
			const at = pair.indexOf('=');
			const input = inputs.find((i) => i.name === pair.slice(0, at));
			try {
				if (input) input.value = decodeURIComponent(pair.slice(at + 1));
			} catch {
				// A mangled escape (`%E0%A4%A`) leaves the field as it was.
			}
		}
		fill();
	};
	document.querySelector('[data-fill-form]')!.addEventListener('input', fill);
	addEventListener('hashchange', fromAddress);
	fromAddress();
}
