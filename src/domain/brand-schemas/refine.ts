// What the brand schema modules share but brand-schemas.ts does not export: where a cross-field
// failure points, and which characters a one-line text refuses.

/** A failure's path under the value being refined (superstruct's context path, then `rest`). */
export const pathIn = (
  ctx: { path: readonly unknown[] },
  ...rest: (string | number)[]
): unknown[] => [...ctx.path, ...rest];

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
export const CONTROL = /[\p{Cc}\u2028\u2029]/u;
