// Payment method glyphs, drawn like src/ui icons (24×24 strokes) and decorative: the label
// next to them names the method.
import type { MethodIcon as Kind } from './payment-labels';

const PATHS: Record<Kind, string> = {
  cash: 'M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v.01M18 14v.01',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  pix: 'M12 3l9 9-9 9-9-9zM8 12l4-4 4 4-4 4z',
};

export function MethodIcon({ kind }: { kind: Kind }) {
  return (
    <svg
      className="c-icon cs-method__icon"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
