// The stepper's icons; drawn like src/ui/Icon (24×24, stroke) but kept here because only the
// cart uses them. Always decorative: the buttons carry the names.
const PATHS = {
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  trash: 'M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v6M14 11v6',
  chevron: 'M6 9l6 6 6-6',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
} as const;

export type CartIconName = keyof typeof PATHS;

export function CartIcon({ name, size = 20 }: { name: CartIconName; size?: number }) {
  return (
    <svg
      className={`c-icon c-cart-icon--${name}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
