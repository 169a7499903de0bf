// A server-drawn page loads its JavaScript after its first paint (issue [12/13]). The page is
// readable as it arrives, so its scripts need not compete with it: on a weak link the entry and
// its modulepreloads (about 45 KB) shared the bandwidth with the HTML, the LCP image and the
// brand font, and they were fetched at high priority before anything painted. Lighthouse counts
// every high-priority script that arrives before the first paint as blocking it, and its simulated
// first paint on bigmenu's /products was 1.48 s with them and 0.91 s without.
//
// The template's <script type="module" src> and <link rel="modulepreload"> tags are replaced by
// one inline script, where the entry's tag was, that:
// - holds a tap on a drawn button from the moment the page starts, until the page is interactive
//   (the pattern of jsaction's early event contract): <html data-interactive="false"> says so,
//   and the app's markInteractive (src/app/early-clicks.ts) calls `comandaInteractive`, which ends
//   the hold and replays the last tap held on the same button. Links work without it.
// - once the browser reports the page's first contentful paint, adds the same preloads and
//   imports the entry. A hidden page (a tab opened in the background) paints nothing, so it loads
//   at once, as does a browser without paint timing; a timer is the fallback if the paint is never
//   reported.
// The content-security policy allows inline scripts only by hash (server/http/security.ts):
// the page's response adds this script's.
import { createHash } from 'node:crypto';
import { jsonForScript } from './escape';

export interface DeferredScripts {
  /** The template with the loader in place of the script and preload tags. */
  html: string;
  /** The loader's CSP source, `'sha256-…'`. */
  hash: string;
}

/** When the loader stops waiting for the first paint's report. */
export const LOADER_FALLBACK_MS = 1500;

const ENTRY = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/i;
const PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>\s*/gi;

/** The loader's source for an entry and its preloads (pure: the tests run it). */
export function loaderSource(entry: string, preloads: readonly string[]): string {
  return [
    `(()=>{const p=${jsonForScript(preloads)},e=${jsonForScript(entry)},r=document.documentElement;`,
    // The tap hold.
    'let held=null,d=0;const hold=v=>{const t=v.target instanceof Element?',
    'v.target.closest(\'button,[role="button"],summary\'):null;',
    'if(!t||!document.getElementById("root")?.contains(t))return;',
    'v.preventDefault();v.stopPropagation();held=t};',
    'r.dataset.interactive="false";document.addEventListener("click",hold,true);',
    'window.comandaInteractive=()=>{if(r.dataset.interactive==="true")return;',
    'r.dataset.interactive="true";document.removeEventListener("click",hold,true);',
    'const t=held;held=null;if(t?.isConnected)t.click()};',
    // The scripts, after the first paint.
    'const go=()=>{if(d)return;d=1;for(const h of p){const l=document.createElement("link");',
    'l.rel="modulepreload";l.href=h;document.head.append(l)}import(e)};',
    'if(document.hidden||!PerformanceObserver.supportedEntryTypes?.includes("paint"))go();',
    'else{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint")',
    '.length){o.disconnect();go()}}).observe({type:"paint",buffered:true});',
    `setTimeout(go,${LOADER_FALLBACK_MS})}})()`,
  ].join('');
}

const cache = new Map<string, DeferredScripts | null>();

/**
 * The template with its module entry loaded after the first paint, or null when it has no module
 * entry (a template given by a test, say). Kept per template: the result only changes with it.
 */
export function deferScripts(template: string): DeferredScripts | null {
  const known = cache.get(template);
  if (known !== undefined) return known;
  const entry = ENTRY.exec(template);
  let result: DeferredScripts | null = null;
  if (entry) {
    const preloads = [...template.matchAll(PRELOAD)].map((m) => m[1]!);
    const source = loaderSource(entry[1]!, preloads);
    const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
    const html = template.replace(PRELOAD, '').replace(ENTRY, () => `<script>${source}</script>\n`);
    result = { html, hash };
  }
  // A rebuilt template replaces the one before: one entry per template seen, the last few kept.
  if (cache.size >= 8) cache.clear();
  cache.set(template, result);
  return result;
}
