// Build-time values Vite injects (vite.config.ts `define` and VITE_* variables).
interface ImportMetaEnv {
  /** Where the §7 API lives; the server serves it at /api by default. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** package.json "version", for the /health page (§2.7). */
declare const __APP_VERSION__: string;
