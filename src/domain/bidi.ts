// Unicode bidirectional isolates (UAX #9). A time, price, phone number or counter placed inside
// right-to-left text is wrapped so the bidi algorithm treats it as one neutral unit: its own
// characters keep their order, and the words around it cannot pull its pieces apart (without
// isolation '12:00 PM - 11:00 PM' in an Arabic line displays as 'PM - 11:00 PM 12:00').
// The isolates are invisible and harmless in left-to-right text, so they are always applied.

/** FIRST STRONG ISOLATE: the run takes the direction of its first strong character. */
export const FSI = '\u2068';
/** LEFT-TO-RIGHT ISOLATE. */
export const LRI = '\u2066';
/** POP DIRECTIONAL ISOLATE: closes either isolate. */
export const PDI = '\u2069';

/**
 * Isolates a run that follows its own content's direction: a time in Arabic ('1:00 م') stays
 * right to left inside, a Latin one ('1:00 PM') left to right.
 */
export function isolate(text: string): string {
  return text === '' ? '' : `${FSI}${text}${PDI}`;
}

/** Isolates a run that always reads left to right: a counter ('3 / 1000'), a phone number. */
export function isolateLtr(text: string): string {
  return text === '' ? '' : `${LRI}${text}${PDI}`;
}

/** The text without isolate marks (for comparisons and plain-text exports). */
export function stripIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}

const INITIATOR = /[\u2066-\u2068]/;
const DIGIT = /\p{Nd}/u;

/** The whole text is one isolate: it opens with LRI, RLI or FSI and its matching PDI ends it. */
export function isIsolated(text: string): boolean {
  if (!INITIATOR.test(text.charAt(0)) || !text.endsWith(PDI)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (INITIATOR.test(char)) depth += 1;
    else if (char === PDI) {
      depth -= 1;
      // Closed before the end: '⁨1⁩ - ⁨2⁩' is two isolates, not one.
      if (depth === 0) return i === text.length - 1;
    }
  }
  return false;
}

/**
 * A value placed in a right-to-left sentence ('From {price}', '{count} items') as one isolated
 * run when it holds a digit in any script, unless it is one isolate already.
 */
export function isolateNumeric(text: string): string {
  return DIGIT.test(text) && !isIsolated(text) ? isolate(text) : text;
}
