import type { Finding } from '../validationTypes.ts';

/**
 * A finding as a check reports it: before it has a place in the pasted text. Checks know pointers,
 * not positions; positions are worked out at the end, and only for findings that exist.
 */
export interface RawFinding extends Omit<Finding, 'line' | 'column' | 'start' | 'end'> {
	/** `value`: at the value the pointer designates. `parent`: at the object that should hold a missing member. */
	at: 'value' | 'parent';
}

/** How a check hands over a finding. */
export type Report = (finding: RawFinding) => void;
