// `npm test`: the one gate. Typecheck, lint, unit, integration and end-to-end tests, in that order,
// stopping at the first failing tier. It ends with one plain 'N passed, N failed, N skipped' line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from '../tests/e2e/support/chromium';

const ci = process.env.CI === 'true';
const resultsDir = '.test-results';
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

/**
 * A check run with its output kept, and printed whole when it ends, so checks that run side by
 * side never interleave their lines.
 */
function runQuietly(label: string, command: string, args: string[]): Promise<boolean> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      console.log(`✘ ${label}: ${error.message}`);
      done(false);
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}${text ? `\n${text}` : ''}`);
      console.log(`${code === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
      done(code === 0);
    });
  });
}

/** Checks one after another, stopping at the first that fails. */
async function lane(checks: [label: string, command: string, args: string[]][]): Promise<boolean> {
  for (const [label, command, args] of checks) {
    if (!(await runQuietly(label, command, args))) return false;
  }
  return true;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

function vitest(label: string, projects: string[]): boolean {
  const outputFile = join(resultsDir, `${label}.json`);
  rmSync(outputFile, { force: true });
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

function finish(ok: boolean): never {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

mkdirSync(resultsDir, { recursive: true });

// The static checks are single-threaded: type checking and linting run side by side (2 cores in
// CI), which takes about a minute off the gate.
const started = Date.now();
const lanes = await Promise.all([
  lane([
    ['typecheck (app)', 'npx', ['tsc', '-p', 'tsconfig.app.json']],
    ['typecheck (service worker)', 'npx', ['tsc', '-p', 'tsconfig.sw.json']],
    ['typecheck (node)', 'npx', ['tsc', '-p', 'tsconfig.node.json']],
    ['typecheck (e2e)', 'npx', ['tsc', '-p', 'tsconfig.e2e.json']],
    ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
  ]),
  lane([['lint', 'npx', ['eslint', '.', '--max-warnings=0']]]),
]);
const staticChecks = lanes.every(Boolean);
console.log(
  `${staticChecks ? '✔' : '✘'} static checks (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (!staticChecks) finish(false);

if (!vitest('unit-and-integration', ['unit', 'integration'])) finish(false);

const chromium = findChromium();
if (!chromium) {
  const message =
    'Chromium was not found at /usr/bin/chromium or $CHROMIUM_PATH: the end-to-end tier is skipped. ' +
    'Install it with `apt-get install -y chromium`.';
  if (ci) {
    console.error(`✘ ${message} (CI=true requires it)`);
    totals.failed += 1;
    finish(false);
  }
  console.warn(`⚠ ${message}`);
  finish(true);
}

finish(vitest('e2e', ['e2e']));
