// A table's code on screen, small: the same URL the printed sheet encodes, drawn from uqr's
// matrix as one path (one unit a module, the 4-module quiet zone included).
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrPreview({
  url,
  label,
  size = 88,
}: {
  url: string;
  label: string;
  size?: number;
}) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(url, { ecc: 'M', border: 4 });
    let d = '';
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, modules: count };
  }, [url]);
  return (
    <svg
      className="a-tables__qr"
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-url={url}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
