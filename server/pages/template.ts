// Where the storefront shell comes from: a string (tests) or {distDir}/index.html, re-read only
// when the file changes so a rebuild is picked up without restarting the server.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export class ShellTemplate {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(
    private readonly inline: string | undefined,
    private readonly distDir: string | undefined,
  ) {}

  /** The template, or null when there is neither an inline one nor a built index.html. */
  async get(): Promise<string | null> {
    if (this.inline !== undefined) return this.inline;
    if (!this.distDir) return null;
    const file = join(this.distDir, 'index.html');
    try {
      const { mtimeMs } = await stat(file);
      if (this.cached?.mtimeMs !== mtimeMs)
        this.cached = { mtimeMs, html: await readFile(file, 'utf8') };
      return this.cached.html;
    } catch {
      return null;
    }
  }
}
