/**
 * Static Pix BR Code ("Pix copia e cola"): the EMV® QR Code Merchant-Presented
 * Mode payload as profiled by the Banco Central do Brasil in the "Manual de
 * Padrões para Iniciação do Pix" (Anexo I). Every field is ID (2 digits) +
 * length (2 digits) + value.
 *
 * Pure on purpose: no DOM, no Node APIs, so the server can store/validate the
 * same string the browser renders as a QR code.
 */

export interface PixInput {
  /** The Pix key: e-mail, CPF/CNPJ digits, +55 phone, or a random EVP UUID. */
  key: string;
  /** ID 59, max 25 chars after normalisation. */
  merchantName: string;
  /** ID 60, max 15 chars after normalisation. */
  merchantCity: string;
  /** Minor units (cents); null omits field 54 so the diner types the amount. */
  amount: number | null;
  /** ID 62-05; letters and digits only, max 25; '***' (or '') when none. */
  txid: string;
  /** Optional 26-02 free text shown by some banking apps; keep it short. */
  description?: string;
}

const GUI = 'br.gov.bcb.pix';
const MAX_NAME = 25;
const MAX_CITY = 15;
// 26 = 00(GUI, 18 chars with its header) + 01(key header, 4) + key; the 2-digit
// length header caps field 26 at 99, which leaves 77 characters for the key.
const MAX_KEY = 77;
const MAX_TEMPLATE = 99;
// Field 54 is at most 13 characters ("9999999999.99").
const MAX_AMOUNT_CHARS = 13;
const MAX_TXID = 25;
const NO_TXID = '***';
const TXID_RE = /^[A-Za-z0-9]{1,25}$/;
const PRINTABLE_ASCII_RE = /^[\x20-\x7e]*$/;

// Callers keep values ASCII (characters == bytes, so the header is honest) and
// within 99 characters; only field 26 can grow past that and it is checked.
function field(id: string, value: string): string {
  return id + String(value.length).padStart(2, '0') + value;
}

/**
 * Banking apps choke on non-ASCII in name/city, and the length header would be
 * ambiguous (characters vs. UTF-8 bytes), so reduce to printable ASCII.
 */
function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function normalised(text: string, max: number, what: string): string {
  const ascii = toAscii(text).slice(0, max).trim();
  if (ascii === '') {
    throw new RangeError(`Pix ${what} is empty after removing accents and non-ASCII characters`);
  }
  return ascii;
}

function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Pix amount must be an integer number of cents, got ${cents}`);
  }
  if (cents <= 0) {
    // A zero-value Pix is refused by the paying bank; null lets the diner type it.
    throw new RangeError(`Pix amount must be positive (use null to omit it), got ${cents}`);
  }
  // Integer arithmetic: float formatting of cents/100 can round the wrong way.
  const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  if (text.length > MAX_AMOUNT_CHARS) {
    throw new RangeError(`Pix amount ${text} exceeds ${MAX_AMOUNT_CHARS} characters`);
  }
  return text;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no xor-out) over UTF-8 bytes. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Turn any text (e.g. an order's public id "ord_7f3-K2 9") into a txid the
 * spec accepts. Returns '***' when nothing usable remains, which is the
 * manual's marker for "no identifier".
 */
export function pixTxid(seed: string): string {
  const cleaned = seed
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, MAX_TXID);
  return cleaned === '' ? NO_TXID : cleaned;
}

export function pixPayload(input: PixInput): string {
  const key = input.key.trim();
  if (key === '') throw new RangeError('Pix key is empty');
  if (key.length > MAX_KEY) {
    throw new RangeError(`Pix key is ${key.length} characters; the maximum is ${MAX_KEY}`);
  }
  if (!PRINTABLE_ASCII_RE.test(key)) {
    throw new RangeError('Pix key must contain only printable ASCII characters');
  }

  const description = input.description === undefined ? '' : toAscii(input.description);
  const account =
    field('00', GUI) + field('01', key) + (description === '' ? '' : field('02', description));
  if (account.length > MAX_TEMPLATE) {
    throw new RangeError(
      `Pix merchant account (field 26) is ${account.length} characters; the maximum is ${MAX_TEMPLATE} — shorten the description`,
    );
  }

  const txid = input.txid === '' ? NO_TXID : input.txid;
  if (txid !== NO_TXID && !TXID_RE.test(txid)) {
    throw new RangeError(
      `Pix txid must be 1–${MAX_TXID} letters or digits (or '***'); use pixTxid() to derive one`,
    );
  }

  const name = normalised(input.merchantName, MAX_NAME, 'merchant name');
  const city = normalised(input.merchantCity, MAX_CITY, 'merchant city');

  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (input.amount === null ? '' : field('54', formatAmount(input.amount))) +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16ccitt(body);
}

/**
 * Top-level TLV map of a BR Code, or null when it is not well-formed TLV,
 * does not start with 00=01, does not end with a 4-hex-digit field 63, repeats
 * an ID, or carries the wrong CRC. Nested templates (26, 62) stay as raw values.
 */
export function parsePixPayload(payload: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const header = payload.slice(at, at + 4);
    if (!/^\d{4}$/.test(header)) return null;
    const id = header.slice(0, 2);
    const length = Number(header.slice(2));
    const end = at + 4 + length;
    if (end > payload.length || fields.has(id)) return null;
    fields.set(id, payload.slice(at + 4, end));
    at = end;
    if (id === '63') break;
  }
  if (at !== payload.length) return null;
  if (payload.slice(0, 6) !== '000201') return null;

  const crc = fields.get('63');
  if (crc === undefined || !/^[0-9A-Fa-f]{4}$/.test(crc)) return null;
  if (crc16ccitt(payload.slice(0, -4)) !== crc.toUpperCase()) return null;
  return fields;
}
