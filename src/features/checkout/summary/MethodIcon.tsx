// Payment method glyphs, drawn like src/ui icons (24×24 strokes) and decorative: the label
// next to them names the method.
import type { MethodIcon as Kind } from './payment-labels';

const PATHS: Record<Kind, string> = {
  cash: 'M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v.01M18 14v.01',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  pix: 'M12 3l9 9-9 9-9-9zM8 12l4-4 4 4-4 4z',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11H4zM4 7l11-3v3M16 13h.01',
};

/** A decorative 24×24 stroke glyph, drawn like src/ui icons; what it stands for is named next to it. */
export function Glyph({
  d,
  className,
  size = 24,
  strokeWidth = 1.8,
}: {
  d: string;
  className: string;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function MethodIcon({ kind }: { kind: Kind }) {
  return <Glyph d={PATHS[kind]} className="c-icon cs-method__icon" />;
}
