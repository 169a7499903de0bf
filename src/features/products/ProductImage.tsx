// §9 product image: <picture> with a webp source and the original as fallback. A failed load
// reports onImageProductError (so the host page can regenerate or log it) and shows a placeholder.
import { useState } from 'react';
import { app } from '../../state/app';
import { ProductIcon } from './ProductIcon';
import { IMAGE_ERROR_EVENT, productImageSources } from './product-image';
import type { ImageErrorDetail, ImageSize } from './product-image';

export interface ProductImageProps {
  url: string | null | undefined;
  size: ImageSize;
  alt: string;
  lazy?: boolean;
  className?: string;
}

export function ProductImage({ url, size, alt, lazy = false, className }: ProductImageProps) {
  const sources = productImageSources(url, size);
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['pp-image', className ?? ''].filter(Boolean).join(' ');
  if (!sources || failed === sources.fallback) {
    return (
      <span
        className={`${classes} pp-image--placeholder`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <ProductIcon name="image" size={size > 200 ? 48 : 28} />
      </span>
    );
  }
  const onError = () => {
    const detail: ImageErrorDetail = {
      // Read at error time, not subscribed: a menu has hundreds of images.
      companyToken: app.company?.token ?? '',
      fallbackUrl: sources.fallback,
    };
    window.dispatchEvent(new CustomEvent<ImageErrorDetail>(IMAGE_ERROR_EVENT, { detail }));
    setFailed(sources.fallback);
  };
  return (
    <picture className={classes}>
      {sources.webp ? <source srcSet={sources.webp} type="image/webp" /> : null}
      <img
        src={sources.fallback}
        alt={alt}
        width={size}
        height={size}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        onError={onError}
      />
    </picture>
  );
}
