import { describe, expect, it } from 'vitest';
import { MultipartError, formParts, multipartBoundary } from './multipart';

const BOUNDARY = '----form7Xb';
const bytesOf = (...pieces: (string | Uint8Array)[]): Uint8Array =>
  new Uint8Array(
    Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p))),
  );

/** What a browser sends: the boundary, each part's headers, a blank line, its content. */
function form(...parts: { headers: string; content: string | Uint8Array }[]): Uint8Array {
  return bytesOf(
    ...parts.flatMap((p) => [`--${BOUNDARY}\r\n${p.headers}\r\n\r\n`, p.content, '\r\n']),
    `--${BOUNDARY}--\r\n`,
  );
}

/** Bytes that look like the end of a part without being one. */
const TRICKY = bytesOf(
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  `\r\n--${BOUNDARY.slice(0, -1)}\r\n\r\n--`,
  new Uint8Array([0, 255, 13, 10]),
);

describe('multipartBoundary', () => {
  it.each([
    [`multipart/form-data; boundary=${BOUNDARY}`, BOUNDARY],
    [`Multipart/Form-Data;boundary="${BOUNDARY}"; charset=utf-8`, BOUNDARY],
    ['multipart/form-data; charset=utf-8; boundary = "a b:c"', 'a b:c'],
    ['multipart/form-data', null],
    ['multipart/form-data; boundary=', null],
    [`multipart/form-data; boundary=${'x'.repeat(71)}`, null],
    [`multipart/mixed; boundary=${BOUNDARY}`, null],
    [`application/json; boundary=${BOUNDARY}`, null],
  ])('%s → %s', (type, boundary) => {
    expect(multipartBoundary(type)).toBe(boundary);
  });
});

describe('formParts', () => {
  it('reads each part, its name, file name and type, with binary content as sent', () => {
    const body = form(
      { headers: 'Content-Disposition: form-data; name="note"', content: 'ñandú' },
      {
        headers:
          'content-disposition: form-data; name="image"; filename="my \\"best\\" photo.png"\r\n' +
          'Content-Type: image/png',
        content: TRICKY,
      },
      { headers: 'Content-Disposition: form-data; name=empty; filename=""', content: '' },
    );
    const parts = formParts(body, BOUNDARY);
    expect(parts.map(({ name, filename, type }) => ({ name, filename, type }))).toEqual([
      { name: 'note', filename: null, type: null },
      { name: 'image', filename: 'my "best" photo.png', type: 'image/png' },
      { name: 'empty', filename: '', type: null },
    ]);
    expect(Buffer.from(parts[0]!.bytes).toString('utf8')).toBe('ñandú');
    expect(Buffer.from(parts[1]!.bytes).equals(Buffer.from(TRICKY))).toBe(true);
    expect(parts[2]!.bytes.byteLength).toBe(0);
  });

  it('hands out views into the body, never copies', () => {
    const body = form({
      headers: 'Content-Disposition: form-data; name="image"; filename="a.bin"',
      content: new Uint8Array(1024).fill(42),
    });
    const [part] = formParts(body, BOUNDARY);
    expect(part?.bytes.buffer).toBe(body.buffer);
    expect(part?.bytes.byteLength).toBe(1024);
  });

  it('skips a preamble before the first boundary, and what follows the last', () => {
    const body = bytesOf(
      'This is a preamble.\r\n',
      form({ headers: 'Content-Disposition: form-data; name="a"', content: '1' }),
      'and an epilogue',
    );
    expect(formParts(body, BOUNDARY).map((p) => p.name)).toEqual(['a']);
    expect(formParts(bytesOf(`--${BOUNDARY}--\r\n`), BOUNDARY)).toEqual([]);
  });

  it.each([
    ['no boundary at all', bytesOf('just some bytes')],
    ['a preamble not ended by a line break', bytesOf(`junk--${BOUNDARY}--\r\n`)],
    [
      'no closing boundary',
      bytesOf(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1`),
    ],
    [
      'headers that never end',
      bytesOf(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"`),
    ],
    ['a boundary run into its headers', bytesOf(`--${BOUNDARY}Content-Disposition: x\r\n\r\n`)],
    ['a header line without a name', form({ headers: 'no colon here', content: '1' })],
    [
      'a part that is not form-data',
      form({ headers: 'Content-Disposition: attachment', content: '1' }),
    ],
    [
      'another boundary',
      form({ headers: 'Content-Disposition: form-data; name="a"', content: '1' }),
    ],
  ])('refuses %s', (name, body) => {
    const boundary = name === 'another boundary' ? 'other' : BOUNDARY;
    expect(() => formParts(body, boundary)).toThrow(MultipartError);
  });
});
