// Icons the shared set (src/ui/icons.ts) lacks, drawn the same way: 24×24 strokes, decorative.
const PATHS = {
  search: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM16 16l5 5',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zM12 7c1.5-3 5-3.5 5-1.5S14 7 12 7z',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01',
} as const;

export type ProductIconName = keyof typeof PATHS;

export function ProductIcon({ name, size = 24 }: { name: ProductIconName; size?: number }) {
  return (
    <svg
      className="c-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
