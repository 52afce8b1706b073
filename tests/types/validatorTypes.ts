/**
 * The validator package's types against the source they describe, checked by `npm run check`
 * (astro check type-checks this file with the rest; nothing runs it). `packages/validator/index.d.ts`
 * is generated from the zod schemas through JSON Schema (scripts/lib/validatorTypes.ts) and its
 * functions are written by hand, so either could drift from the source: each shipped type must be
 * the source's, both ways, or the tuple below stops type-checking.
 */
import type * as Shipped from '../../packages/validator/index.d.ts';
import type { ValidateOutput } from '../../src/lib/report/index.ts';
import type { Envelope } from '../../src/lib/engine/index.ts';
import type { CodeRecord, WrapperCode } from '../../src/lib/registry/index.ts';
import type * as Source from '../../src/api/index.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const shippedTypesAreTheSource: [
	Same<Shipped.ValidateOutput, ValidateOutput>,
	Same<Shipped.Envelope, Envelope>,
	Same<Shipped.CodeRecord, CodeRecord>,
	Same<Shipped.WrapperCode, WrapperCode>,
	Same<typeof Shipped.validate, typeof Source.validate>,
	Same<typeof Shipped.explain, typeof Source.explain>,
	Same<typeof Shipped.codes, typeof Source.codes>,
	// The check can fail: two types that differ are not the same.
	Same<Shipped.ValidateOutput, Shipped.Envelope> extends false ? true : false,
] = [true, true, true, true, true, true, true, true];
