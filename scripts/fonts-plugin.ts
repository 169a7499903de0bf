// Vite plugin: the self-hosted brand fonts (src/domain/font-files.ts). At build time it writes
// /fonts/{name}.css for each §9 font and copies only the woff2 files those stylesheets name (the
// one weight of each font, latin, latin-ext and its Arabic face) from the @fontsource packages in
// node_modules into the output: no font binary is committed, and nothing comes from the internet
// at runtime. `vite dev` serves the same URLs from node_modules. Each stylesheet also declares the
// font's metric-matched fallback faces ('{family} Fallback', local() fonts only, so nothing more
// to copy); their metrics are precomputed in src/domain/font-metrics.ts (scripts/font-metrics.ts),
// so neither this build nor the browser reads font metrics.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Connect, Plugin } from 'vite';
import type { FontName } from '../src/domain/constants';
import {
  FONT_FILES_PATH,
  FONT_NAMES_IN_ORDER,
  allFontFiles,
  fontCss,
  fontCssUrl,
} from '../src/domain/font-files';
import type { FontFile } from '../src/domain/font-files';

export const FONTS_PLUGIN_NAME = 'comanda-fonts';

// The @fontsource packages are this repository's devDependencies: resolved from here, whatever
// root a build uses.
const nodeModules = createRequire(import.meta.url);

/** The file's bytes from its @fontsource package in node_modules. */
export function readFontFile(file: FontFile): Buffer {
  return readFileSync(nodeModules.resolve(`${file.package}/files/${file.file}`));
}

/** Output path (without the leading slash) → contents, for every file the plugin emits. */
export function fontOutputs(): Map<string, string | Buffer> {
  const outputs = new Map<string, string | Buffer>();
  for (const name of FONT_NAMES_IN_ORDER) outputs.set(fontCssUrl(name).slice(1), fontCss(name));
  for (const file of allFontFiles()) outputs.set(file.url.slice(1), readFontFile(file));
  return outputs;
}

function devMiddleware(): Connect.NextHandleFunction {
  const stylesheets = new Map<string, FontName>(
    FONT_NAMES_IN_ORDER.map((name) => [fontCssUrl(name), name]),
  );
  const files = new Map(allFontFiles().map((file) => [file.url, file]));
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const name = stylesheets.get(path);
    const file = path.startsWith(FONT_FILES_PATH) ? files.get(path) : undefined;
    try {
      if (name !== undefined) {
        res.setHeader('Content-Type', 'text/css; charset=utf-8');
        res.end(fontCss(name));
      } else if (file !== undefined) {
        res.setHeader('Content-Type', 'font/woff2');
        res.end(readFontFile(file));
      } else next();
    } catch (error) {
      next(error);
    }
  };
}

export function fontsPlugin(): Plugin {
  return {
    name: FONTS_PLUGIN_NAME,
    configureServer(server) {
      server.middlewares.use(devMiddleware());
    },
    generateBundle() {
      for (const [fileName, source] of fontOutputs())
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
