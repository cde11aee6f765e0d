// Finds a Chromium for Playwright, or installs one: Debian's package where apt is there and we may use it,
// otherwise Playwright's own download. Prints the executable path on the last line.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian’s chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install.status === 0 && findChromium()) return findChromium();
  }
  console.log('Installing Playwright’s Chromium…');
  execFileSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'], { stdio: 'inherit' });
  return undefined; // Playwright finds its own download.
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium() ?? 'playwright-bundled');
}
