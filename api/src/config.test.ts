import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.env).toBe('production');
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.site.remotes.shop).toBe('/shop/remoteEntry.js');
  });

  it('moves each remote of the site manifest by its own variable', () => {
    const config = loadConfig({ REMOTE_DESIGN_SERVICE_URL: 'https://design.cdn.example/remoteEntry.js' });
    expect(config.site.remotes).toEqual({
      portfolio: '/portfolio/remoteEntry.js',
      shop: '/shop/remoteEntry.js',
      design_service: 'https://design.cdn.example/remoteEntry.js',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://shop@localhost/site' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://shop@localhost/site' });
  });

  it('shares rate limits through Redis only when REDIS_URL names one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379' }).redisUrl).toBe('redis://cache.internal:6379');
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(
      'REDIS_URL: must be a redis:// or rediss:// URL',
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_ENV: 'staging' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('APP_ENV');
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });
});
