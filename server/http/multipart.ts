// multipart/form-data bodies (RFC 7578), read for the image uploads: the parts of a body already
// in memory, each part's content a view into it, never a copy. The Fetch API's formData(), which
// c.req.parseBody() uses, copied an 8 MB upload about four times over (the request's bytes, its
// own buffer of them, the File, the File's bytes); four uploads at once held some 150 MB of
// copies (issue [14/21], measured with `npm run bench -- --only=uploads`).

export interface FormPart {
  /** The form field's name (Content-Disposition name=). */
  name: string;
  /** Present for a file, even when empty; null for a plain field. */
  filename: string | null;
  /** Content-Type of the part, if given. */
  type: string | null;
  /** The part's content: a view into the body. */
  bytes: Uint8Array;
}

/** The body is not well-formed multipart: the route answers 400. */
export class MultipartError extends Error {}

/** The boundary of a `multipart/form-data; boundary=…` Content-Type (RFC 2046: 1 to 70 chars). */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*(?:;|$)/i.exec(
    contentType,
  );
  return match?.[1] ?? match?.[2] ?? null;
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/** A header's parameter (`name="image"`, `filename=a.png`), quotes and \-escapes undone. */
function parameter(header: string, key: string): string | null {
  const match = new RegExp(`;\\s*${key}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^\\s;]+))`, 'i').exec(
    header,
  );
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? null);
}

function readHeaders(block: string): { disposition: string; type: string | null } {
  let disposition = '';
  let type: string | null = null;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('a part header without a name');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') type = value;
  }
  if (!/^form-data\s*(;|$)/i.test(disposition))
    throw new MultipartError('a part without Content-Disposition: form-data');
  return { disposition, type };
}

/**
 * Every part of the body, in order. Throws MultipartError when the body does not start with the
 * boundary, a part's headers never end, or the closing boundary is missing.
 */
export function formParts(body: Uint8Array, boundary: string): FormPart[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  // Each delimiter after the first follows the CRLF that ends the previous part's content.
  const next = Buffer.concat([CRLF, delimiter]);
  // A preamble before the first delimiter is allowed, and ignored (RFC 2046 §5.1.1).
  let at = bytes.indexOf(delimiter);
  const afterLine = at > 1 && bytes[at - 2] === 0x0d && bytes[at - 1] === 0x0a;
  if (at === -1 || (at > 0 && !afterLine))
    throw new MultipartError('the body does not start with the boundary');
  at += delimiter.length;
  const parts: FormPart[] = [];
  for (;;) {
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) return parts; // "--": the closing one
    if (bytes[at] !== 0x0d || bytes[at + 1] !== 0x0a)
      throw new MultipartError('a boundary not followed by a line break');
    const headersEnd = bytes.indexOf(HEADERS_END, at + 2);
    if (headersEnd === -1) throw new MultipartError('part headers that never end');
    const { disposition, type } = readHeaders(bytes.toString('utf8', at + 2, headersEnd));
    const start = headersEnd + HEADERS_END.length;
    const end = bytes.indexOf(next, start);
    if (end === -1) throw new MultipartError('no closing boundary');
    parts.push({
      name: parameter(disposition, 'name') ?? '',
      filename: parameter(disposition, 'filename'),
      type,
      bytes: body.subarray(start, end),
    });
    at = end + next.length;
  }
}
