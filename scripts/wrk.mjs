// wrk, a C load generator that reads answers as bytes: the benchmarks use it where a JavaScript client (autocannon)
// would take a core of a two-core machine for itself and leave the server the other.
import { spawn, spawnSync } from 'node:child_process';

/** wrk from Debian's package: installed when missing if this runs as root, otherwise the way to install it is printed. */
export function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  if (process.getuid?.() !== 0) {
    console.error('This benchmark needs wrk: install it with `sudo apt-get install -y wrk` (Debian, Ubuntu), then run again.');
    process.exit(1);
  }
  console.log('Installing wrk (apt-get install -y wrk)…');
  const installed = spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
  if (installed.status !== 0) {
    console.error('apt-get could not install wrk; run `apt-get update && apt-get install -y wrk`, then run again.');
    process.exit(1);
  }
}

/**
 * One wrk run (2 threads), its figures in the shape autocannon's result has: requests per second, latency percentiles
 * in ms, answers other than 2xx/3xx, socket errors. `script` and `scriptArgs` hand wrk a Lua script and its arguments.
 */
export function runWrk(url, { connections, duration, headers = {}, script, scriptArgs = [] }) {
  return new Promise((resolve, reject) => {
    const args = ['-t', '2', '-c', String(connections), '-d', `${duration}s`, '--latency'];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    if (script) args.push('-s', script);
    args.push(url);
    if (scriptArgs.length > 0) args.push('--', ...scriptArgs);
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${out}`));
      const ms = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
      const percentile = (p) => {
        const match = out.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'));
        return match ? Number(ms(match[1], match[2]).toFixed(2)) : NaN;
      };
      const errors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
      resolve({
        requests: { average: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0) },
        latency: { p50: percentile(50), p99: percentile(99) },
        non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
        errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
      });
    });
  });
}
