// The sandbox's test cards, after Stripe's well-known numbers so a tester's habits carry over.
// Card data reaches only the sandbox's own origin (its hosted fields post here); the storefront's
// JavaScript never sees it.

export type CardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'declined'; code: 'card_declined' | 'insufficient_funds' | 'expired_card' }
  | { kind: 'requires_action' }
  | { kind: 'invalid'; field: 'number' | 'expiry' | 'cvc' };

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeeded' },
  '5555555555554444': { kind: 'succeeded' },
  '4000000000000002': { kind: 'declined', code: 'card_declined' },
  '4000000000009995': { kind: 'declined', code: 'insufficient_funds' },
  '4000002760003184': { kind: 'requires_action' },
};

/** Luhn's check digit rule. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  /** 'MM/YY' */
  expiry: string;
  cvc: string;
}

/** What paying with this card does; an unknown but well-formed card is declined (test mode). */
export function cardOutcome(card: CardInput, now: Date): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) return { kind: 'invalid', field: 'number' };
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return { kind: 'invalid', field: 'expiry' };
  // A card is valid through the last day of its month.
  const endOfMonth = Date.UTC(2000 + Number(match[2]), month, 1);
  if (endOfMonth <= now.getTime()) return { kind: 'declined', code: 'expired_card' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: 'invalid', field: 'cvc' };
  return TEST_CARDS[number] ?? { kind: 'declined', code: 'card_declined' };
}
