/**
 * What a terminal transcript says besides the JSON: the exit status a shell printed after the
 * command (`echo $?` in sh/bash/zsh, `echo $status` in fish, `echo %ERRORLEVEL%` in cmd,
 * `$LASTEXITCODE` in PowerShell), so it can be held against `descriptor.exitCode`.
 */

/** A line that asks the shell for the last exit status, after an optional prompt. */
const statusQuery =
	/^[^\n]*?(?:^|[\s$%#>❯])(?:echo\s+(?:"?\$\?"?|"?\$status"?|%ERRORLEVEL%)|\$LASTEXITCODE)\s*$/;
const statusAnswer = /^\s*(\d{1,3})\s*$/;

export interface ShownExitStatus {
	status: number;
	/** Offset of the number in the text. */
	offset: number;
}

/** The first exit status the transcript shows after `from` (the end of the JSON), or null. */
export function shownExitStatus(text: string, from: number): ShownExitStatus | null {
	let start = text.indexOf('\n', from);
	if (start < 0) return null;
	start++;
	let asked = false;
	while (start < text.length) {
		let end = text.indexOf('\n', start);
		if (end < 0) end = text.length;
		const line = text.slice(start, end).replace(/\r$/, '');
		if (asked) {
			if (line.trim() !== '') {
				const answer = statusAnswer.exec(line);
				if (!answer) return null;
				const status = Number(answer[1]);
				return status <= 255 ? { status, offset: start + line.indexOf(answer[1]!) } : null;
			}
		} else if (line.length < 400 && statusQuery.test(line)) asked = true;
		start = end + 1;
	}
	return null;
}
