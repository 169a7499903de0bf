// A loading indicator; pass a label when it is the only sign that something is loading.
import './ui.css';

export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <span
      className="c-spinner"
      style={{ inlineSize: size, blockSize: size }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
