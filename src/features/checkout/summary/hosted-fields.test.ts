// The checkout's side of the hosted card fields: only the frame's own messages are read, each is
// checked, and the frame's address carries the intent, its secret and the storefront's origin.
import { describe, expect, it } from 'vitest';
import {
  fieldsUrl,
  hasHostedFields,
  readFieldsMessage,
  registerFields,
  mountedFields,
} from './hosted-fields';

const from = (message: Record<string, unknown>) => ({ source: 'comanda-sandbox', ...message });

describe('messages from the hosted fields', () => {
  it('reads ready, challenge, height and results', () => {
    expect(readFieldsMessage(from({ type: 'ready' }))).toEqual({ type: 'ready' });
    expect(readFieldsMessage(from({ type: 'challenge' }))).toEqual({ type: 'challenge' });
    expect(readFieldsMessage(from({ type: 'height', value: 212.4 }))).toEqual({
      type: 'height',
      value: 212,
    });
    expect(readFieldsMessage(from({ type: 'result', status: 'succeeded' }))).toEqual({
      type: 'result',
      outcome: 'succeeded',
      code: null,
    });
    expect(
      readFieldsMessage(from({ type: 'result', status: 'failed', code: 'card_declined' })),
    ).toEqual({ type: 'result', outcome: 'failed', code: 'card_declined' });
  });

  it('maps every status the frame may send, and anything else to an error', () => {
    const outcome = (status: unknown) => {
      const m = readFieldsMessage(from({ type: 'result', status }));
      return m?.type === 'result' ? m.outcome : null;
    };
    expect(outcome('canceled')).toBe('failed');
    expect(outcome('processing')).toBe('pending');
    expect(outcome('invalid')).toBe('invalid');
    expect(outcome('network?')).toBe('error');
    expect(outcome(42)).toBe('error');
    expect(outcome('toString')).toBe('error');
  });

  it('keeps a frame from growing without bound or collapsing', () => {
    expect(readFieldsMessage(from({ type: 'height', value: 1e9 }))).toEqual({
      type: 'height',
      value: 640,
    });
    expect(readFieldsMessage(from({ type: 'height', value: -5 }))).toEqual({
      type: 'height',
      value: 60,
    });
    expect(readFieldsMessage(from({ type: 'height', value: Number.NaN }))).toBeNull();
    expect(readFieldsMessage(from({ type: 'height', value: '300' }))).toBeNull();
  });

  it('ignores messages that are not the frame’s', () => {
    expect(readFieldsMessage({ type: 'ready' })).toBeNull();
    expect(readFieldsMessage({ source: 'other', type: 'ready' })).toBeNull();
    expect(readFieldsMessage(from({ type: 'confirm' }))).toBeNull();
    expect(readFieldsMessage('ready')).toBeNull();
    expect(readFieldsMessage(null)).toBeNull();
  });
});

describe('the frame’s address', () => {
  const payment = {
    client: {
      fields_origin: 'http://pay-sandbox.localhost:3000',
      provider_id: 'prov-1',
      intent_id: 'sbx_pi_1',
      client_secret: 'sbx_pi_1_secret_a&b',
      mode: 'card',
    },
  };

  it('names the intent, its secret and the storefront that frames it', () => {
    const url = new URL(fieldsUrl(payment, 'http://demo.localhost:3000'));
    expect(url.origin).toBe('http://pay-sandbox.localhost:3000');
    expect(url.pathname).toBe('/fields');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'prov-1',
      intent: 'sbx_pi_1',
      secret: 'sbx_pi_1_secret_a&b',
      parent: 'http://demo.localhost:3000',
    });
  });

  it('exists only for a payment whose provider hosts fields', () => {
    expect(hasHostedFields(payment)).toBe(true);
    expect(
      hasHostedFields({ client: { client_secret: 'pi_1_secret', publishable_key: 'pk' } }),
    ).toBe(false);
    expect(hasHostedFields({ client: { pix_code: '000201' } })).toBe(false);
  });
});

describe('the mounted form', () => {
  it('is the last one registered, until it unregisters', () => {
    const first = { confirm: () => Promise.resolve('succeeded' as const) };
    const second = { confirm: () => Promise.resolve('failed' as const) };
    const dropFirst = registerFields(first);
    const dropSecond = registerFields(second);
    dropFirst();
    expect(mountedFields()).toBe(second);
    dropSecond();
    expect(mountedFields()).toBeNull();
  });
});
