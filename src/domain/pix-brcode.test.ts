import { describe, expect, it } from 'vitest';
import { crc16ccitt, parsePixPayload, pixPayload, pixTxid, type PixInput } from './pix-brcode';

// Reference: Banco Central do Brasil, "Manual de Padrões para Iniciação do
// Pix", Anexo I — Padrões para Iniciação do Pix (BR Code). The static example
// (random EVP key, no amount, txid '***') is published with its CRC 1D3D.
const BCB_KEY = '123e4567-e12b-12d1-a456-426655440000';
const BCB_STATIC_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const bcb: PixInput = {
  key: BCB_KEY,
  merchantName: 'Fulano de Tal',
  merchantCity: 'BRASILIA',
  amount: null,
  txid: '***',
};

/**
 * A second, table-driven CRC-16/CCITT-FALSE over raw bytes, so the payload
 * checks below don't just compare the implementation with itself.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let i = 0; i < 8; i++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
  return c;
});
function referenceCrc(bytes: Iterable<number>): string {
  let crc = 0xffff;
  for (const b of bytes) crc = ((crc << 8) & 0xffff) ^ (CRC_TABLE[((crc >> 8) ^ b) & 0xff] ?? 0);
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The CRC covers everything up to and including the "6304" header. */
function expectValidCrc(payload: string): void {
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(payload.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
  expect(payload.slice(-4)).toBe(referenceCrc(new TextEncoder().encode(payload.slice(0, -4))));
}

/** Sub-fields of a template value such as field 26 or 62. */
function subfields(template: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let at = 0; at < template.length;) {
    const len = Number(template.slice(at + 2, at + 4));
    out.set(template.slice(at, at + 2), template.slice(at + 4, at + 4 + len));
    at += 4 + len;
  }
  return out;
}

function fieldsOf(payload: string): Map<string, string> {
  const fields = parsePixPayload(payload);
  if (fields === null) throw new Error(`payload did not parse: ${payload}`);
  return fields;
}

describe('crc16ccitt (CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no xor-out)', () => {
  it.each([
    ['the catalogue check value', '123456789', '29B1'],
    ['no input leaves the initial value', '', 'FFFF'],
    ['the BCB static example body (published CRC)', BCB_STATIC_EXAMPLE.slice(0, -4), '1D3D'],
  ])('%s', (_case, text, expected) => {
    expect(crc16ccitt(text)).toBe(expected);
    expect(referenceCrc(new TextEncoder().encode(text))).toBe(expected);
  });

  it('hashes UTF-8 bytes, not UTF-16 code units', () => {
    // 'é' is C3 A9 in UTF-8 but the single code unit E9 in a JS string.
    expect(crc16ccitt('é')).toBe(referenceCrc([0xc3, 0xa9]));
    expect(crc16ccitt('é')).not.toBe(referenceCrc([0xe9]));
  });
});

describe('pixPayload — BCB manual examples', () => {
  it('reproduces the published static example byte for byte', () => {
    expect(pixPayload(bcb)).toBe(BCB_STATIC_EXAMPLE);
  });

  it('reproduces the amount example (R$ 1,00) up to the CRC, with a valid CRC', () => {
    // The manual prints the GUI upper-case in this example; this module always
    // emits the lower-case form of the first example, so only the GUI differs.
    const published =
      '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000052040000530398654041.005802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    const payload = pixPayload({ ...bcb, amount: 100 });
    expect(payload.slice(0, -4)).toBe(published.replace('BR.GOV.BCB.PIX', 'br.gov.bcb.pix'));
    expectValidCrc(payload);
  });
});

describe('pixPayload — fields', () => {
  it.each([
    [1250, '12.50'],
    [100, '1.00'],
    [1, '0.01'],
    [99, '0.99'],
    [123456789, '1234567.89'],
    [999999999999, '9999999999.99'],
  ])('amount %i cents → field 54 %j', (amount, expected) => {
    const payload = pixPayload({ ...bcb, amount });
    expect(fieldsOf(payload).get('54')).toBe(expected);
    expectValidCrc(payload);
  });

  it('omits field 54 when the amount is null', () => {
    const fields = fieldsOf(pixPayload(bcb));
    expect(fields.has('54')).toBe(false);
  });

  it('emits the fields in the order the manual lists them', () => {
    const fields = fieldsOf(
      pixPayload({ ...bcb, amount: 500, txid: 'ABC123', description: 'Pedido 42' }),
    );
    expect([...fields.keys()]).toEqual([
      '00',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(fields.get('00')).toBe('01');
    expect(fields.has('01')).toBe(false); // 01=12 marks a dynamic code; this one is static
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('58')).toBe('BR');
    expect(subfields(fields.get('62') ?? '')).toEqual(new Map([['05', 'ABC123']]));
  });

  it('puts GUI, key and description in the merchant account template (26)', () => {
    const fields = fieldsOf(pixPayload({ ...bcb, key: 'loja@example.com', description: 'Mesa 7' }));
    expect(subfields(fields.get('26') ?? '')).toEqual(
      new Map([
        ['00', 'br.gov.bcb.pix'],
        ['01', 'loja@example.com'],
        ['02', 'Mesa 7'],
      ]),
    );
  });

  it.each([
    ['e-mail', 'pagamentos@restaurante.com.br'],
    ['CPF', '12345678909'],
    ['CNPJ', '12345678000195'],
    ['phone', '+5511987654321'],
    ['EVP', BCB_KEY],
  ])('accepts a %s key', (_kind, key) => {
    const payload = pixPayload({ ...bcb, key });
    expect(subfields(fieldsOf(payload).get('26') ?? '').get('01')).toBe(key);
    expectValidCrc(payload);
  });

  it.each([
    ['São Paulo', 'Sao Paulo'],
    ['  Florianópolis ', 'Florianopolis'],
    ['Itaú-Açu', 'Itau-Acu'],
    ['Cidade Maravilhosa do Rio', 'Cidade Maravilh'], // cut to 15
  ])('normalises city %j → %j', (city, expected) => {
    expect(fieldsOf(pixPayload({ ...bcb, merchantCity: city })).get('60')).toBe(expected);
  });

  it('strips accents from the merchant name and cuts it to 25 characters', () => {
    const name = 'Churrascaria Gaúcha do Zé e Família Ltda ME'.slice(0, 40);
    expect(name).toHaveLength(40);
    const fields = fieldsOf(pixPayload({ ...bcb, merchantName: name }));
    expect(fields.get('59')).toBe('Churrascaria Gaucha do Ze');
    expect(fields.get('59')).toHaveLength(25);
  });

  it('drops non-ASCII characters that have no accent-free form', () => {
    const payload = pixPayload({ ...bcb, merchantName: 'Café ☕ & Cia 🍕' });
    expect(fieldsOf(payload).get('59')).toBe('Cafe & Cia');
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
  });

  it("treats an empty txid as '***'", () => {
    const fields = fieldsOf(pixPayload({ ...bcb, txid: '' }));
    expect(fields.get('62')).toBe('0503***');
  });
});

describe('pixTxid', () => {
  it.each([
    ['ord-7f3 K2 9', 'ord7f3K29'],
    ['  pedido nº 42 / mesa 3 ', 'pedidon42mesa3'],
    ['Ação', 'Acao'],
    ['0123456789abcdefghijklmnopqrstuvwxyz', '0123456789abcdefghijklmno'],
    ['---', '***'],
    ['', '***'],
  ])('pixTxid(%j) = %j', (seed, expected) => {
    expect(pixTxid(seed)).toBe(expected);
  });

  it('always yields a txid pixPayload accepts', () => {
    for (const seed of ['ord_01HZX-9Q', 'ção', '', 'a'.repeat(80)]) {
      const txid = pixTxid(seed);
      expect(txid).toMatch(/^(\*\*\*|[A-Za-z0-9]{1,25})$/);
      expect(() => pixPayload({ ...bcb, txid })).not.toThrow();
    }
  });
});

describe('parsePixPayload', () => {
  it('returns the top-level fields of a good payload', () => {
    expect(parsePixPayload(BCB_STATIC_EXAMPLE)).toEqual(
      new Map([
        ['00', '01'],
        ['26', `0014br.gov.bcb.pix0136${BCB_KEY}`],
        ['52', '0000'],
        ['53', '986'],
        ['58', 'BR'],
        ['59', 'Fulano de Tal'],
        ['60', 'BRASILIA'],
        ['62', '0503***'],
        ['63', '1D3D'],
      ]),
    );
  });

  it('rejects a payload with any single character changed (CRC mismatch)', () => {
    // Same length fields, different content: the TLV still parses, the CRC must fail.
    expect(parsePixPayload(BCB_STATIC_EXAMPLE.replace('Fulano', 'Fulana'))).toBeNull();
    expect(parsePixPayload(BCB_STATIC_EXAMPLE.replace('BRASILIA', 'BRASILIO'))).toBeNull();
    expect(parsePixPayload(BCB_STATIC_EXAMPLE.replace(/1D3D$/, '1D3E'))).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['truncated', BCB_STATIC_EXAMPLE.slice(0, -1)],
    ['trailing garbage', `${BCB_STATIC_EXAMPLE}00`],
    ['no CRC field', BCB_STATIC_EXAMPLE.slice(0, -8)],
    ['non-digit length', BCB_STATIC_EXAMPLE.replace('5802BR', '58x2BR')],
    ['wrong payload format indicator', `000202${BCB_STATIC_EXAMPLE.slice(6)}`],
  ])('rejects a malformed payload (%s)', (_case, payload) => {
    expect(parsePixPayload(payload)).toBeNull();
  });

  it('round-trips every payload pixPayload produces', () => {
    const payload = pixPayload({
      key: '+5511987654321',
      merchantName: 'Pizzaria São João',
      merchantCity: 'Ribeirão Preto',
      amount: 4790,
      txid: pixTxid('ord_9a8b-7c'),
      description: 'Pedido 1234',
    });
    const fields = fieldsOf(payload);
    expect(fields.get('59')).toBe('Pizzaria Sao Joao');
    expect(fields.get('60')).toBe('Ribeirao Preto');
    expect(fields.get('54')).toBe('47.90');
    expect(fields.get('62')).toBe('0509ord9a8b7c');
    expectValidCrc(payload);
  });
});

describe('pixPayload — validation', () => {
  it.each<[string, Partial<PixInput>, RegExp]>([
    ['an empty key', { key: '' }, /key is empty/],
    ['a blank key', { key: '   ' }, /key is empty/],
    ['a key longer than 77 characters', { key: `${'a'.repeat(66)}@example.com` }, /key is 78/],
    ['a non-ASCII key', { key: 'joão@example.com' }, /ASCII/],
    [
      'a field 26 over 99 characters',
      { key: BCB_KEY, description: 'x'.repeat(42) },
      /field 26\) is 104/,
    ],
    ['a negative amount', { amount: -100 }, /positive/],
    ['a zero amount', { amount: 0 }, /positive/],
    ['a fractional amount', { amount: 12.5 }, /integer/],
    ['a NaN amount', { amount: Number.NaN }, /integer/],
    ['an amount over 13 characters', { amount: 1_000_000_000_000 }, /13 characters/],
    ['an empty name', { merchantName: '  ' }, /merchant name is empty/],
    ['a name with nothing printable', { merchantName: '🍕🍕' }, /merchant name is empty/],
    ['an empty city', { merchantCity: '' }, /merchant city is empty/],
    ['a txid with a dash', { txid: 'ord-1' }, /txid/],
    ['a txid over 25 characters', { txid: 'a'.repeat(26) }, /txid/],
  ])('throws a RangeError for %s', (_case, patch, message) => {
    expect(() => pixPayload({ ...bcb, ...patch })).toThrow(RangeError);
    expect(() => pixPayload({ ...bcb, ...patch })).toThrow(message);
  });

  it('accepts the longest key (77) and a field 26 of exactly 99', () => {
    const key = `${'a'.repeat(65)}@example.com`;
    expect(key).toHaveLength(77);
    const payload = pixPayload({ ...bcb, key });
    expect(fieldsOf(payload).get('26')).toHaveLength(99);
    // 18 (GUI) + 40 (EVP key) + 4 (02 header) + 37 = 99.
    expect(fieldsOf(pixPayload({ ...bcb, description: 'x'.repeat(37) })).get('26')).toHaveLength(
      99,
    );
    expect(() => pixPayload({ ...bcb, description: 'x'.repeat(38) })).toThrow(RangeError);
  });
});
