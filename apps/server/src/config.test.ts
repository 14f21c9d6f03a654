// The server's settings, parsed from the environment: defaults, units and refusals.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: './data',
      tokenTtlSeconds: 8 * 3600,
      businessTz: 'America/Mexico_City',
      rateLimitPerMin: 1200,
      statementTimeoutMs: 15_000,
      trustProxy: false,
      apiDocs: true,
      seedDemo: false,
    });
  });

  it('reads TOKEN_TTL in seconds, minutes, hours and days', () => {
    expect(loadConfig({ TOKEN_TTL: '45s' }).tokenTtlSeconds).toBe(45);
    expect(loadConfig({ TOKEN_TTL: '30m' }).tokenTtlSeconds).toBe(1800);
    expect(loadConfig({ TOKEN_TTL: '8h' }).tokenTtlSeconds).toBe(28_800);
    expect(loadConfig({ TOKEN_TTL: '1d' }).tokenTtlSeconds).toBe(86_400);
    expect(() => loadConfig({ TOKEN_TTL: '8 horas' })).toThrow('TOKEN_TTL');
  });

  it('reads STATEMENT_TIMEOUT_MS in milliseconds, 0 for no limit', () => {
    expect(loadConfig({ STATEMENT_TIMEOUT_MS: '2000' }).statementTimeoutMs).toBe(2000);
    expect(loadConfig({ STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(0);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '-1' })).toThrow();
  });

  it('trusts no proxy unless TRUST_PROXY names them, as a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '12' }).trustProxy).toBe(12);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('10.0.0.1, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'todos' })).toThrow('TRUST_PROXY');
  });

  it('turns /docs off only with API_DOCS=0, and refuses weak secrets and bad zones', () => {
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: '1' }).apiDocs).toBe(true);
    expect(() => loadConfig({ JWT_SECRET: 'corta' })).toThrow('JWT_SECRET');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'corta' })).toThrow('ADMIN_PASSWORD');
    expect(() => loadConfig({ BUSINESS_TZ: 'Marte/Olympus' })).toThrow('BUSINESS_TZ');
    expect(loadConfig({ BUSINESS_TZ: 'America/Tijuana' }).businessTz).toBe('America/Tijuana');
    expect(loadConfig({ BUSINESS_TZ: 'UTC' }).businessTz).toBe('UTC');
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});
