// A table URL's QR modules, from uqr's matrix: error correction M (a smudged or folded card still
// reads) and the 4-module quiet zone ISO/IEC 18004 asks for, included in the matrix.
import { encode } from 'uqr';

export const QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  /** `dark[y][x]`. */
  dark: boolean[][];
}

export function qrMatrix(text: string): QrMatrix {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  return { size, dark: data };
}
