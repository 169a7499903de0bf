// §9 product image: <picture> with the webp renditions (150 and 800 px) as a srcset and the
// original-format copies as the <img>'s, so the browser picks by `sizes` and the screen's
// density. Explicit width and height (square, as stored) reserve the space before it loads. A
// failed load reports onImageProductError (so the host page can regenerate or log it) and shows
// a placeholder.
import { useEffect, useRef, useState } from 'react';
import { app } from '../../state/app';
import { ProductIcon } from './ProductIcon';
import { IMAGE_ERROR_EVENT, productImageSet } from '../../domain/product-image';
import type { ImageErrorDetail, ImageSize } from '../../domain/product-image';

export interface ProductImageProps {
  url: string | null | undefined;
  /** The rendition loaded without srcset support, and the intrinsic size reserved. */
  size: ImageSize;
  alt: string;
  /** The displayed width in each layout (the `sizes` attribute); `{size}px` when absent. */
  sizes?: string;
  /** Below the fold: loaded when it nears the viewport. */
  lazy?: boolean;
  className?: string;
}

export function ProductImage({
  url,
  size,
  alt,
  sizes,
  lazy = false,
  className,
}: ProductImageProps) {
  const set = productImageSet(url, size);
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // An image of a page the server drew can fail before hydration attached onError: seen here.
  useEffect(() => {
    // decode() rejects for a broken image only (an SVG without a size has no naturalWidth).
    const img = image.current;
    if (img?.complete) img.decode().catch(() => img.dispatchEvent(new Event('error')));
  }, []);
  const classes = ['pp-image', className ?? ''].filter(Boolean).join(' ');
  if (!set || failed === set.src) {
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
      fallbackUrl: set.src,
    };
    window.dispatchEvent(new CustomEvent<ImageErrorDetail>(IMAGE_ERROR_EVENT, { detail }));
    setFailed(set.src);
  };
  const shownSizes = sizes ?? `${size}px`;
  return (
    <picture className={classes}>
      {set.webpSrcSet ? (
        <source srcSet={set.webpSrcSet} sizes={shownSizes} type="image/webp" />
      ) : null}
      <img
        ref={image}
        src={set.src}
        srcSet={set.fallbackSrcSet ?? undefined}
        sizes={set.fallbackSrcSet ? shownSizes : undefined}
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
