// §2.3 background: flat colour, gradient, or a desktop/mobile image (600 px breakpoint, §9)
// whose blurred thumbnail shows until the full image has loaded.
import { useCallback, useState } from 'react';
import type { LandingLayout } from '../../domain/types';
import { LAYOUT } from '../../domain/constants';
import { landingBackground } from '../../domain/landing-background';
import type { ImageSource } from '../../domain/landing-background';
import './landing-background.css';

const DESKTOP_MEDIA = `(min-width: ${LAYOUT.landingDesktopImageMinWidth}px)`;

function Picture({
  desktop,
  mobile,
  className,
  onLoad,
}: {
  desktop: string;
  mobile: string;
  className: string;
  onLoad?: () => void;
}) {
  // A cached image can finish before React attaches onLoad; the ref catches that case.
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) onLoad?.();
    },
    [onLoad],
  );
  return (
    <picture className={className}>
      <source media={DESKTOP_MEDIA} srcSet={desktop} />
      <img ref={ref} src={mobile} alt="" decoding="async" onLoad={onLoad} />
    </picture>
  );
}

function ImageLayers({ desktop, mobile }: { desktop: ImageSource; mobile: ImageSource }) {
  const [loaded, setLoaded] = useState(false);
  const markLoaded = useCallback(() => setLoaded(true), []);
  const full = {
    desktop: desktop.url ?? desktop.thumbnail,
    mobile: mobile.url ?? mobile.thumbnail,
  };
  const thumb = {
    desktop: desktop.thumbnail ?? desktop.url,
    mobile: mobile.thumbnail ?? mobile.url,
  };
  return (
    <>
      {!loaded && thumb.desktop && thumb.mobile ? (
        <Picture className="lp-bg__thumb" desktop={thumb.desktop} mobile={thumb.mobile} />
      ) : null}
      {full.desktop && full.mobile ? (
        <Picture
          className={loaded ? 'lp-bg__full lp-bg__full--loaded' : 'lp-bg__full'}
          desktop={full.desktop}
          mobile={full.mobile}
          onLoad={markLoaded}
        />
      ) : null}
    </>
  );
}

export function LandingBackground({ body }: { body: LandingLayout['body'] | null | undefined }) {
  const background = landingBackground(body);
  const style =
    background.kind === 'gradient'
      ? { background: `linear-gradient(180deg, ${background.from}, ${background.to})` }
      : { backgroundColor: background.color };
  return (
    <div className="lp-bg" style={style} aria-hidden="true" data-background={background.kind}>
      {background.kind === 'image' ? (
        <ImageLayers desktop={background.desktop} mobile={background.mobile} />
      ) : null}
    </div>
  );
}
