// `npm test`: the one gate. Typecheck, lint, unit, integration and end-to-end tests, in that order,
// stopping at the first failing tier. It ends with one plain 'N passed, N failed, N skipped' line.
import { spawnSync } from 'node:child_process';
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

const staticChecks =
  run('typecheck (app)', 'npx', ['tsc', '-p', 'tsconfig.app.json']) &&
  run('typecheck (service worker)', 'npx', ['tsc', '-p', 'tsconfig.sw.json']) &&
  run('typecheck (node)', 'npx', ['tsc', '-p', 'tsconfig.node.json']) &&
  run('typecheck (e2e)', 'npx', ['tsc', '-p', 'tsconfig.e2e.json']) &&
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0']) &&
  run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
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
