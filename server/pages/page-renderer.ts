// The server's half of "the first HTML carries the page" (issue [12/13]): it loads the renderer
// that `vite build --ssr` wrote to {distDir}/ssr/entry-server.js (src/ssr/entry-server.tsx) and
// asks it for a page's HTML. A rebuild is picked up without a restart (the file's mtime is part of
// the import URL). Without a built renderer, or when it fails, the page is drawn by the browser
// as before: the error is logged, never turned into a failed page.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '../../src/app/boot-data';

export interface RenderInput {
  path: string;
  search: string;
  boot: BootData;
  now: number;
}

interface RendererModule {
  SERVER_PAGES: readonly string[];
  prepare(): Promise<void>;
  render(input: RenderInput): string | null;
}

export const RENDERER_FILE = join('ssr', 'entry-server.js');

function isRenderer(value: unknown): value is RendererModule {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Partial<RendererModule>;
  return typeof module.render === 'function' && typeof module.prepare === 'function';
}

export class PageRenderer {
  private loaded: { mtimeMs: number; module: Promise<RendererModule | null> } | null = null;

  constructor(private readonly distDir: string | undefined) {
    // Loaded with the server, not by the first diner: its dictionaries and React take a moment.
    void this.module();
  }

  private async module(): Promise<RendererModule | null> {
    if (!this.distDir) return null;
    const file = join(this.distDir, RENDERER_FILE);
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
      const module = import(url).then(async (value: unknown) => {
        if (!isRenderer(value)) throw new Error(`${file} is not a page renderer`);
        await value.prepare();
        return value;
      });
      this.loaded = {
        mtimeMs,
        module: module.catch((error: unknown) => {
          console.error('[ERROR:ssr-load]', error instanceof Error ? error.message : error);
          return null;
        }),
      };
    }
    return this.loaded.module;
  }

  /** Whether this route's first HTML carries the page (the renderer decides). */
  async draws(path: string): Promise<boolean> {
    const module = await this.module();
    return module?.SERVER_PAGES.includes(path) ?? false;
  }

  /** The page's HTML for #root, or '' when the browser draws it. */
  async render(input: RenderInput): Promise<string> {
    const module = await this.module();
    if (!module) return '';
    try {
      return module.render(input) ?? '';
    } catch (error) {
      console.error('[ERROR:ssr-render]', input.path, error instanceof Error ? error.stack : error);
      return '';
    }
  }
}
