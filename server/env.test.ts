import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the defaults to an empty environment', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      BASE_HOST: 'localhost',
      DATA_DIR: './data',
      DIST_DIR: './dist',
      APP_ENV: 'development',
      API_BASE: '/api',
      APP_REGION: 'local',
      DRAFT_TTL_MINUTES: 120,
      MAINTENANCE_INTERVAL_SECONDS: 60,
      RATE_LIMIT_WRITES_PER_MINUTE: 600,
      RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: 3000,
      RATE_LIMIT_COUPON_TRIES_PER_MINUTE: 60,
      RATE_LIMIT_ABUSE_REPORTS_PER_MINUTE: 5,
      RATE_LIMIT_LOGIN_PER_MINUTE: 5,
      RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: 30,
      RATE_LIMIT_GEOCODING_PER_MINUTE: 120,
      RATE_LIMIT_COMPANY_GEOCODING_PER_MINUTE: 3000,
      RATE_LIMIT_STATUS_CHECKS_PER_MINUTE: 120,
      TAB_CODE_ATTEMPTS_PER_MINUTE: 10,
      GEOCODER: 'demo',
      GOOGLE_PLACES_URL: 'https://places.googleapis.com',
      GOOGLE_GEOCODING_URL: 'https://maps.googleapis.com',
      GEOCODER_TIMEOUT_MS: 5000,
      GEOCODER_CACHE_TTL_SECONDS: 86400,
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      STRIPE_API_URL: 'https://api.stripe.com',
      MERCADOPAGO_API_URL: 'https://api.mercadopago.com',
      PAYMENT_TIMEOUT_MS: 10000,
      PAYMENT_TTL_MINUTES: 30,
      PIX_PAYMENT_TTL_MINUTES: 30,
      PAYMENT_STATUS_CHECK_MS: 2000,
      TAB_PAYMENT_HOLD_MINUTES: 15,
      DEMO_HOURS: 'real',
      IMAGE_UPLOAD_MAX_BYTES: 8 * 1024 * 1024,
      MENU_IMPORT_MAX_BYTES: 2 * 1024 * 1024,
    });
  });

  it('reads MENU_IMPORT_MAX_BYTES in bytes and refuses a limit out of range', () => {
    expect(loadEnv({ MENU_IMPORT_MAX_BYTES: '500000' }).MENU_IMPORT_MAX_BYTES).toBe(500_000);
    expect(() => loadEnv({ MENU_IMPORT_MAX_BYTES: '0' })).toThrow(/MENU_IMPORT_MAX_BYTES/);
  });

  it('reads IMAGE_UPLOAD_MAX_BYTES in bytes and refuses a limit out of range', () => {
    expect(loadEnv({ IMAGE_UPLOAD_MAX_BYTES: '300000' }).IMAGE_UPLOAD_MAX_BYTES).toBe(300_000);
    expect(() => loadEnv({ IMAGE_UPLOAD_MAX_BYTES: '10' })).toThrow(/IMAGE_UPLOAD_MAX_BYTES/);
    expect(() => loadEnv({ IMAGE_UPLOAD_MAX_BYTES: '8MB' })).toThrow(/IMAGE_UPLOAD_MAX_BYTES/);
  });

  it("reads DEMO_HOURS and refuses anything but 'real' or 'open'", () => {
    expect(loadEnv({ DEMO_HOURS: 'open' }).DEMO_HOURS).toBe('open');
    expect(() => loadEnv({ DEMO_HOURS: 'always' })).toThrow(/DEMO_HOURS/);
  });

  it('reads the geocoder and map tiles, and refuses Google without a key', () => {
    const env = loadEnv({ GEOCODER: 'photon', GEOCODER_URL: 'http://127.0.0.1:2322' });
    expect(env.GEOCODER).toBe('photon');
    expect(env.GEOCODER_URL).toBe('http://127.0.0.1:2322');
    expect(() => loadEnv({ GEOCODER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY="" — expected/);
    expect(loadEnv({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: 'k' }).GOOGLE_MAPS_API_KEY).toBe('k');
    expect(() => loadEnv({ GEOCODER: 'mapbox' })).toThrow(/GEOCODER/);
    expect(() => loadEnv({ GEOCODER_URL: 'ftp://x' })).toThrow(/GEOCODER_URL/);
    expect(loadEnv({ MAP_TILE_URL: '' }).MAP_TILE_URL).toBe('none');
    expect(loadEnv({ MAP_TILE_URL: 'none' }).MAP_TILE_URL).toBe('none');
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tiles.example/{z}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('reads and coerces valid values', () => {
    const env = loadEnv({
      PORT: '8080',
      BASE_HOST: 'comanda.example',
      DATABASE_URL: 'postgresql://u:p@127.0.0.1:5432/comanda',
      REDIS_URL: 'rediss://cache:6380',
      APP_ENV: 'production',
      API_BASE: '/v1/api',
      SESSION_SECRET: '0123456789abcdef',
      UNRELATED: 'ignored',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgresql://u:p@127.0.0.1:5432/comanda');
    expect(env.REDIS_URL).toBe('rediss://cache:6380');
    expect(env.APP_ENV).toBe('production');
    expect(env.API_BASE).toBe('/v1/api');
  });

  it('treats empty variables as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad variable with what is expected', () => {
    let caught: unknown;
    try {
      loadEnv({
        PORT: '70000',
        DATABASE_URL: 'mysql://x',
        APP_ENV: 'staging',
        REDIS_URL: 'http://r',
        API_BASE: 'api/',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const envError = caught as EnvError;
    expect(envError.problems.map((p) => p.variable).sort()).toEqual([
      'API_BASE',
      'APP_ENV',
      'DATABASE_URL',
      'PORT',
      'REDIS_URL',
    ]);
    expect(envError.message).toContain('PORT="70000"');
    expect(envError.message).toContain('1 to 65535');
    expect(envError.message).toContain('postgres://');
  });

  it('reads TRUST_PROXY and the rate limits, and names a bad one', () => {
    const env = loadEnv({ TRUST_PROXY: '10.0.0.0/8,::1', RATE_LIMIT_WRITES_PER_MINUTE: '50' });
    expect(env.TRUST_PROXY).toBe('10.0.0.0/8,::1');
    expect(env.RATE_LIMIT_WRITES_PER_MINUTE).toBe(50);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY="true" — expected/);
    expect(() => loadEnv({ RATE_LIMIT_LOGIN_PER_MINUTE: '0' })).toThrow(
      /RATE_LIMIT_LOGIN_PER_MINUTE/,
    );
  });

  it.each(['0', '-1', 'abc', '3000.5'])('refuses PORT=%s', (value) => {
    expect(() => loadEnv({ PORT: value })).toThrow(EnvError);
  });
});
