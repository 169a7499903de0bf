// The company logo; a logo that fails to load is hidden instead of showing a broken image.
import { useState } from 'react';
import type { Company } from '../../domain/types';

export function CompanyLogo({
  company,
  size,
  className,
}: {
  company: Pick<Company, 'logo_url' | 'logo_thumbnail_url'>;
  size: number;
  className: string;
}) {
  const src = company.logo_url ?? company.logo_thumbnail_url;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  // The name is printed beside the logo, so the image itself is decorative.
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailedSrc(src)}
    />
  );
}
