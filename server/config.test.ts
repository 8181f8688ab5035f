import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** The settings the "Several API processes" deployment in README relies on. */
describe('the settings for several API processes', () => {
  it('keeps uploads under DATA_DIR and reads the lists from the primary by default', () => {
    const config = loadConfig({ DATA_DIR: 'dane' }, '/srv/domenika');
    expect(config.uploadsDir).toBe(path.resolve('/srv/domenika/dane/uploads'));
    expect(config.databaseReadUrl).toBeNull();
    expect(config.databasePoolSize).toBe(10);
  });

  it('keeps 64 MiB of domain list answers unless told otherwise, and none for 0 or less', () => {
    expect(loadConfig({}).domainListCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ DOMAIN_LIST_CACHE_MB: '8' }).domainListCacheBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ DOMAIN_LIST_CACHE_MB: '0' }).domainListCacheBytes).toBe(0);
    expect(loadConfig({ DOMAIN_LIST_CACHE_MB: '-5' }).domainListCacheBytes).toBe(0);
    expect(loadConfig({ DOMAIN_LIST_CACHE_MB: 'dużo' }).domainListCacheBytes).toBe(64 * 1024 * 1024);
  });

  it('sizes the PostgreSQL pool as told, and never below one connection', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(loadConfig({ DATABASE_POOL_SIZE: '0' }).databasePoolSize).toBe(1);
    expect(loadConfig({ DATABASE_POOL_SIZE: 'dużo' }).databasePoolSize).toBe(10);
  });

  it('gives PGlite the shared buffers it is told, in PostgreSQL units, and otherwise leaves its own', () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBeNull();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '1GB' }).pgliteSharedBuffers).toBe('1GB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '512MB' }).pgliteSharedBuffers).toBe('512MB');
    // Anything else would stop PGlite from starting, or reach its command line: PGlite's own default then.
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '1GB -c fsync=off' }).pgliteSharedBuffers).toBeNull();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: 'dużo' }).pgliteSharedBuffers).toBeNull();
  });

  it('takes a shared uploads volume and a read replica when they are named', () => {
    const config = loadConfig(
      {
        DATA_DIR: 'dane',
        UPLOADS_DIR: '/mnt/wspolne/uploads',
        DATABASE_URL: 'postgres://domenika@db/domenika',
        DATABASE_READ_URL: 'postgres://domenika@replika/domenika',
      },
      '/srv/domenika',
    );
    expect(config.uploadsDir).toBe('/mnt/wspolne/uploads');
    expect(config.databaseReadUrl).toBe('postgres://domenika@replika/domenika');
  });
});

describe('the log level', () => {
  it('logs at info by default, at warn under tests, and at any level pino knows, in any letter case', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'Debug' }).logLevel).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
  });

  it('refuses a level the logger does not know, naming the ones it does', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL="verbose" is not a log level; use one of: trace, debug, info, warn, error, fatal, silent.',
    );
  });
});
