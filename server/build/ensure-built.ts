// `npm start` works on a fresh clone: when dist/ is missing or older than its sources, run
// `vite build` and the precompression step first. `npm start` says only that it builds and how
// long it took (vite's listing of every chunk is hundreds of lines before the addresses a person
// wants); when the build fails, everything vite said is printed. `npm run build` streams it all.
import { spawn } from 'node:child_process';
import type { StdioOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { compressDir } from '../../scripts/compress';
import { STAMP_FILE, checkStaleness } from './staleness';

export interface EnsureBuiltOptions {
  root: string;
  distDir?: string;
  log?: (line: string) => void;
  /** Where a failed build's output goes; stderr by default. */
  logError?: (text: string) => void;
}

/**
 * How a build's own output is shown: 'stream' as it comes, 'quiet' only its errors as they come,
 * 'captured' kept and shown only when the build fails.
 */
export type BuildOutput = 'stream' | 'quiet' | 'captured';

/** A failed step, with what it printed when that was captured. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

/** `vite build` arguments for the server's renderer; the output folder follows. */
export const SSR_BUILD_ARGS = [
  'build',
  '--ssr',
  'src/ssr/entry-server.tsx',
  '--emptyOutDir',
  '--outDir',
] as const;

const STDIO: Record<BuildOutput, StdioOptions> = {
  stream: 'inherit',
  quiet: ['ignore', 'ignore', 'inherit'],
  captured: ['ignore', 'pipe', 'pipe'],
};

function run(command: string, args: string[], cwd: string, output: BuildOutput): Promise<void> {
  return new Promise((done, fail) => {
    // Always a production build: a NODE_ENV inherited from a test runner would otherwise ship
    // React's development build and turn off production-only code (the service worker).
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(command, args, { cwd, stdio: STDIO[output], env });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', fail);
    // 'close', not 'exit': the pipes may still hold the last lines (the error) at exit.
    child.once('close', (code, signal) => {
      if (code === 0) done();
      else
        fail(
          new BuildError(
            `${args.join(' ')} exited with ${signal ?? `code ${code ?? '?'}`}`,
            Buffer.concat(chunks).toString(),
          ),
        );
    });
  });
}

const seconds = (since: number): string => ((Date.now() - since) / 1000).toFixed(1);

/** Returns whether a build ran. Throws when a build was needed and failed. */
export async function ensureBuilt(options: EnsureBuiltOptions): Promise<boolean> {
  const root = resolve(options.root);
  const distDir = resolve(options.distDir ?? join(root, 'dist'));
  const log = options.log ?? ((line: string) => console.log(line));
  const staleness = await checkStaleness(root, distDir);
  if (!staleness.stale) return false;
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) {
    // A production image may ship dist/ without dev dependencies: serve what is there.
    if (existsSync(join(distDir, 'index.html'))) {
      log(
        `Storefront build looks stale (${staleness.reason}) but vite is not installed; serving the existing build.`,
      );
      return false;
    }
    throw new Error(
      'The storefront is not built and vite is not installed: run `npm install` then `npm run build`.',
    );
  }
  log(`Building the storefront (${staleness.reason})…`);
  const started = Date.now();
  try {
    await buildStorefront(root, distDir, { vite, log: () => undefined, output: 'captured' });
  } catch (error) {
    const logError = options.logError ?? ((text: string) => process.stderr.write(text));
    if (error instanceof BuildError && error.output.trim() !== '')
      logError(`${error.output.trimEnd()}\n`);
    throw error;
  }
  log(`Storefront built in ${seconds(started)} s.`);
  return true;
}

/**
 * The whole build: the storefront, then the server's page renderer (server/pages/
 * page-renderer.ts) beside it, then the precompressed siblings and the stamp. Also `npm run build`.
 */
export async function buildStorefront(
  root: string,
  distDir: string,
  options: {
    vite?: string;
    log?: (line: string) => void;
    /** Shorthand for output 'quiet'. */
    quiet?: boolean;
    output?: BuildOutput;
  } = {},
): Promise<void> {
  const vite = options.vite ?? join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const log = options.log ?? ((line: string) => console.log(line));
  const output = options.output ?? (options.quiet ? 'quiet' : 'stream');
  // The stamp carries the start time, so a source saved during the build still counts as newer.
  const startedAt = new Date();
  await run(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir'], root, output);
  // After the client build, which empties the folder.
  await run(process.execPath, [vite, ...SSR_BUILD_ARGS, join(distDir, 'ssr')], root, output);
  const count = await compressDir(distDir);
  log(`Precompressed ${count} files.`);
  const stamp = join(distDir, STAMP_FILE);
  await writeFile(stamp, startedAt.toISOString());
  await utimes(stamp, startedAt, startedAt);
}
