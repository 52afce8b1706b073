/**
 * The Copy button of a code page's "This didn't fix it" report (FixReport.astro): shown once
 * JavaScript runs, it copies the report's Markdown as the page shows it and says how it went.
 */
export function startFixReport(): void {
	for (const box of document.querySelectorAll<HTMLElement>('[data-fix-report]')) {
		const text = box.querySelector<HTMLElement>('[data-fix-report-text]');
		const button = box.querySelector<HTMLButtonElement>('[data-fix-report-copy]');
		const status = box.querySelector<HTMLElement>('[data-fix-report-status]');
		if (!text || !button || !status) continue;
		button.hidden = false;
		button.addEventListener('click', () => {
			navigator.clipboard.writeText(text.textContent ?? '').then(
				() => (status.textContent = status.dataset.copied ?? ''),
				() => (status.textContent = status.dataset.failed ?? ''),
			);
		});
	}
}
