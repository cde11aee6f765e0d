import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { listenAddress } from './listen-address';

describe('listenAddress', () => {
  it('reads PORT and HOST as the configuration does, and refuses the ports it refuses', () => {
    const envs = [{}, { PORT: '4000', HOST: '127.0.0.1' }, { PORT: '65535' }, { PORT: '0' }, { PORT: '70000' }, { PORT: 'eighty' }, { PORT: '80.5' }];
    for (const env of envs) {
      let configured: { port: number; host: string } | null;
      try {
        const config = loadConfig(env);
        configured = { port: config.port, host: config.host };
      } catch {
        configured = null;
      }
      expect(listenAddress(env), JSON.stringify(env)).toEqual(configured);
    }
  });
});
