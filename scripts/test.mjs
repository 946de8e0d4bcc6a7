// `npm test`: every layer, stopping at the first that fails.
//
//   unit  →  API (workerd) and the build, side by side  →  browser (Playwright)
//
// The API layer runs its files one after another in one Worker, so one core is
// free while it runs: the build (which the browser layer needs) uses it. The
// build's output is held back until it ends, so the two logs do not mix.
// At the end, how long each layer took.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/local.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const took = [];

/** Runs an npm script; resolves with its exit code. `hold` buffers its output until it ends. */
function npmRun(script, { hold = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { cwd: ROOT, stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (code, signal) => {
      if (hold) process.stdout.write(output);
      took.push([script, (performance.now() - started) / 1000]);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function finish(code) {
  console.log(`\nnpm test: ${took.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(', ')}`);
  process.exit(code);
}

const started = performance.now();
if ((await npmRun('test:unit')) !== 0) finish(1);
const [api, build] = await Promise.all([npmRun('test:api'), npmRun('build', { hold: true })]);
if (api !== 0 || build !== 0) finish(1);
const e2e = await npmRun('test:e2e');
took.push(['in all', (performance.now() - started) / 1000]);
finish(e2e === 0 ? 0 : 1);
