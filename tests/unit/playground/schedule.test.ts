import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createScheduler } from '../../../src/scripts/playground/schedule.ts';

/**
 * The playground asks the scheduler whether newer input waits for its frame before it validates an
 * older text again (a fix book or the language arriving late): validating the old text would
 * cancel that run and leave the old verdict standing (hostile.spec.ts caught it once).
 */
let frames: (() => void)[] = [];
beforeEach(() => {
	frames = [];
	vi.useFakeTimers();
	vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
	vi.stubGlobal('cancelAnimationFrame', (id: number) => {
		if (id > 0) frames[id - 1] = () => {};
	});
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

const typing = new Event('input');

it('is pending from a typed edit until its frame has validated it', () => {
	const validate = vi.fn();
	const scheduler = createScheduler(validate);
	expect(scheduler.pending).toBe(false);
	scheduler.schedule(typing, 10);
	expect(scheduler.pending).toBe(true);
	frames[0]!();
	expect(validate).toHaveBeenCalledTimes(1);
	expect(scheduler.pending).toBe(false);
});

it('is pending through a large edit’s pause, and not after a cancel', () => {
	const validate = vi.fn();
	const scheduler = createScheduler(validate);
	scheduler.schedule(typing, 200 * 1024);
	expect(scheduler.pending).toBe(true);
	vi.advanceTimersByTime(150);
	expect(validate).toHaveBeenCalledTimes(1);
	expect(scheduler.pending).toBe(false);
	scheduler.schedule(typing, 10);
	scheduler.cancel();
	expect(scheduler.pending).toBe(false);
});

it('validates a paste at once, leaving nothing pending', () => {
	const validate = vi.fn();
	const scheduler = createScheduler(validate);
	// Node has no InputEvent: the scheduler reads only `inputType`.
	scheduler.schedule(Object.assign(new Event('input'), { inputType: 'insertFromPaste' }), 10);
	expect(validate).toHaveBeenCalledTimes(1);
	expect(scheduler.pending).toBe(false);
});
