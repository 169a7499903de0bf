// How a payment method is named on a screen (issue [16/21] item 13): the methods every locale has
// a word for are named by their code, translated; any other shows the description the company
// wrote (when short enough to fit), then its code. The checkout and the kitchen card both use it.
export const KNOWN_PAYMENT_CODES = ['cash', 'pix', 'card', 'wallet'] as const;
export type KnownPaymentCode = (typeof KNOWN_PAYMENT_CODES)[number];

/** The known code a method's code names ('Card ' → 'card'), else null. */
export function knownPaymentCode(code: string): KnownPaymentCode | null {
  const lower = code.trim().toLowerCase();
  return (KNOWN_PAYMENT_CODES as readonly string[]).includes(lower)
    ? (lower as KnownPaymentCode)
    : null;
}

const MAX_DESCRIPTION = 40;

/**
 * The name to show: `translate(known code)` for a known code, else the description, else the
 * code as recorded.
 */
export function paymentMethodName(
  method: { code: string; description: string | null | undefined },
  translate: (code: KnownPaymentCode) => string,
): string {
  const known = knownPaymentCode(method.code);
  if (known) return translate(known);
  const description = (method.description ?? '').trim();
  return description !== '' && description.length <= MAX_DESCRIPTION ? description : method.code;
}
