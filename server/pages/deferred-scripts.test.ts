import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOADER_FALLBACK_MS, deferScripts, loaderSource } from './deferred-scripts';

// The head Vite writes (index.html), trimmed to one preload.
const template = [
  '<html><head><!--ssr-head-->',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/shared-C3.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-D4.css">',
  '</head><body><div id="root"></div><!--ssr-boot--></body></html>',
].join('\n');

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

describe('deferScripts', () => {
  it('replaces the entry and its preloads with one inline loader, and leaves the rest', () => {
    const deferred = deferScripts(template)!;
    expect(deferred.html).not.toContain('src="/assets/index-A1.js"');
    expect(deferred.html).not.toContain('<link rel="modulepreload"');
    expect(deferred.html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-D4.css">',
    );
    expect(deferred.html).toContain('<!--ssr-head-->');
    expect(inlineScripts(deferred.html)).toEqual([
      loaderSource('/assets/index-A1.js', ['/assets/vendor-B2.js', '/assets/shared-C3.js']),
    ]);
  });

  it('gives the CSP hash of exactly the inline script', () => {
    const deferred = deferScripts(template)!;
    const [source] = inlineScripts(deferred.html);
    const digest = createHash('sha256').update(source!).digest('base64');
    expect(deferred.hash).toBe(`'sha256-${digest}'`);
  });

  it('leaves a template without a module entry alone', () => {
    expect(deferScripts('<html><head></head><body></body></html>')).toBeNull();
  });

  it('keeps a URL from closing the script', () => {
    const source = loaderSource('/a</script><b>.js', []);
    expect(source).not.toContain('</script>');
    expect(source).toContain('\\u003c/script\\u003e');
  });
});

describe('the loader', () => {
  type Listener = (list: { getEntriesByName: (name: string) => unknown[] }, o: Observer) => void;
  interface Observer {
    disconnect: () => void;
  }

  /** Runs the loader's source against a stand-in page and records what it did. */
  function run(options: { hidden?: boolean; paintTiming?: boolean } = {}) {
    const log: string[] = [];
    const observers: { listener: Listener; options: unknown; connected: boolean }[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const document = {
      hidden: options.hidden ?? false,
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (l: { rel: string; href: string }) => log.push(`${l.rel} ${l.href}`) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = options.paintTiming === false ? ['mark'] : ['mark', 'paint'];
      constructor(private readonly listener: Listener) {}
      observe(observed: unknown) {
        observers.push({ listener: this.listener, options: observed, connected: true });
      }
    }
    const body = loaderSource('/e.js', ['/p.js']).replace('import(e)', 'load(e)');
    runInNewContext(body, {
      document,
      PerformanceObserver,
      setTimeout: (f: () => void, ms = 0) => timers.push({ run: f, ms }),
      load: (url: string) => log.push(`import ${url}`),
    });
    /** The browser reports a paint entry named `name`. */
    const paint = (name: string) => {
      for (const o of observers.filter((x) => x.connected))
        o.listener(
          { getEntriesByName: (n) => (n === name ? [{ name }] : []) },
          {
            disconnect: () => (o.connected = false),
          },
        );
    };
    return { log, observers, timers, paint };
  }

  const loaded = ['modulepreload /p.js', 'import /e.js'];

  it('loads once the first contentful paint is reported, once, with the preloads first', () => {
    const { log, observers, timers, paint } = run();
    expect(log).toEqual([]);
    expect(observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    expect(timers.map((t) => t.ms)).toEqual([LOADER_FALLBACK_MS]);
    // The first paint of the background alone is not the page's content.
    paint('first-paint');
    expect(log).toEqual([]);
    paint('first-contentful-paint');
    expect(log).toEqual(loaded);
    expect(observers[0]!.connected).toBe(false);
    // The fallback timer, when it fires later, does nothing more.
    timers.shift()!.run();
    expect(log).toEqual(loaded);
  });

  it('loads at once on a hidden page, which paints nothing', () => {
    const { log, observers } = run({ hidden: true });
    expect(observers).toEqual([]);
    expect(log).toEqual(loaded);
  });

  it('loads at once in a browser without paint timing', () => {
    expect(run({ paintTiming: false }).log).toEqual(loaded);
  });

  it('loads on the fallback timer when the paint is never reported', () => {
    const { log, timers } = run();
    timers.shift()!.run();
    expect(log).toEqual(loaded);
  });
});
