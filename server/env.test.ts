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
    });
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

  it.each(['0', '-1', 'abc', '3000.5'])('refuses PORT=%s', (value) => {
    expect(() => loadEnv({ PORT: value })).toThrow(EnvError);
  });
});
