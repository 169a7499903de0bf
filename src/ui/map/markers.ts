// Our own marker drawings (DESIGN: "markers from our own SVGs, not its default images"): inline
// SVG strings, so no image request is made and the markers draw offline and without tiles. Leaflet
// places them as divIcons; the centre pin is the same drawing in an overlay, not a Leaflet marker.
import L from 'leaflet';

/** A teardrop pin, 32 × 42, tip at the bottom centre; the storefront glyph marks the company. */
const PIN_SIZE: [number, number] = [32, 42];
const PIN_TIP: [number, number] = [16, 42];

const pinPath = 'M16 1C7.7 1 1 7.6 1 15.8 1 26.6 16 41 16 41s15-14.4 15-25.2C31 7.6 24.3 1 16 1z';

const store =
  '<path d="M9 13.5h14l-1.3-4.5H10.3L9 13.5zm1 1.5v7.5h12V15" fill="none" stroke="#fff" ' +
  'stroke-width="1.8" stroke-linejoin="round"/><path d="M14 22.5v-4h4v4" fill="none" ' +
  'stroke="#fff" stroke-width="1.8"/>';

const dot = '<circle cx="16" cy="15.5" r="5.5" fill="#fff"/>';

function pinSvg(fill: string, glyph: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 42" width="32" height="42" ` +
    `aria-hidden="true" focusable="false"><path d="${pinPath}" fill="${fill}" ` +
    `stroke="#fff" stroke-width="1.5"/>${glyph}</svg>`
  );
}

/** The company marker: the storefront's primary colour (CSS), a store glyph. */
export const companyMarkerSvg = pinSvg('var(--c-primary, #c62828)', store);

/** The DELIVERY_MAP centre pin: the address being chosen. */
export const centrePinSvg = pinSvg('#d32f2f', dot);

export function companyIcon(): L.DivIcon {
  return L.divIcon({
    html: companyMarkerSvg,
    className: 'map-marker map-marker--company',
    iconSize: PIN_SIZE,
    iconAnchor: PIN_TIP,
    tooltipAnchor: [0, -36],
  });
}
