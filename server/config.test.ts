import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';
import { ConfigError, loadConfig } from './config';
import { withEnvFile } from './env-file';

describe('loadConfig', () => {
  it('has defaults that run on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.uploadDir.endsWith('data/uploads')).toBe(true);
  });

  it('stops with one clear message for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL: must start with postgres:// or postgresql://');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads a .env file when there is one, the shell’s variables winning over it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
    try {
      const file = path.join(dir, '.env');
      writeFileSync(file, '# a comment\nPORT=4100\nLOG_LEVEL=info\nSMTP_URL=\n');
      const config = loadConfig(withEnvFile({ LOG_LEVEL: 'error' }, file));
      expect(config.port).toBe(4100);
      expect(config.logLevel).toBe('error');
      expect(config.smtpUrl).toBeUndefined();
      expect(withEnvFile({ PORT: '5000' }, path.join(dir, 'missing.env'))).toEqual({ PORT: '5000' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts on .env.example copied as it is', () => {
    const config = loadConfig(withEnvFile({}, path.join(projectRoot, '.env.example')));
    expect(config).toEqual(loadConfig({}));
  });
});
