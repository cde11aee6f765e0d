import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const valueOf = (name) => Number(SERVER_NODE_FLAGS.find((flag) => flag.startsWith(`${name}=`))?.split('=')[1]);

describe('the server’s Node.js flags', () => {
  it('keep V8’s heap small: a young generation of 4 MB per semi-space, an old generation capped at 512 MB', () => {
    expect(valueOf('--max-semi-space-size')).toBe(4);
    expect(valueOf('--max-old-space-size')).toBe(512);
  });

  it('leave source maps off: Node would keep every loaded package’s map in memory', () => {
    expect(SERVER_NODE_FLAGS).not.toContain('--enable-source-maps');
  });

  it('are the ones `npm run serve` runs with', () => {
    const scripts = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts;
    expect(scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server/index.js`);
  });
});
