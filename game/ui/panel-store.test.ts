import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_BAR_TUCKED_KEY } from './panel-store';

describe('the game bar tucked away', () => {
  it('is read before the first paint under the key the panel keeps it under', () => {
    const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(page).toContain(`localStorage.getItem('${GAME_BAR_TUCKED_KEY}')`);
  });
});
