// Placeholder blocks shown while the company loads (§2.2 start-up).
import './ui.css';

export function Skeleton({
  width = '100%',
  height = 16,
  round = false,
}: {
  width?: number | string;
  height?: number | string;
  round?: boolean;
}) {
  return (
    <span
      className={round ? 'c-skeleton c-skeleton--round' : 'c-skeleton'}
      style={{ inlineSize: width, blockSize: height }}
      aria-hidden="true"
    />
  );
}
