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
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

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

  /** A stand-in element: what it is, whether it is in #root, and the clicks replayed on it. */
  class Element {
    clicks = 0;
    isConnected = true;
    constructor(
      readonly kind: 'button' | 'link',
      readonly inRoot = true,
    ) {}
    closest(selector: string) {
      expect(selector).toBe('button,[role="button"],summary');
      return this.kind === 'button' ? this : null;
    }
    click() {
      this.clicks += 1;
    }
  }

  /** Runs the loader's source against a stand-in page and records what it did. */
  function run(options: { hidden?: boolean; paintTiming?: boolean } = {}) {
    const log: string[] = [];
    const observers: { listener: Listener; options: unknown; connected: boolean }[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const listeners = new Set<(event: unknown) => void>();
    const dataset: Record<string, string> = {};
    const window: { comandaInteractive?: () => void } = {};
    const document = {
      hidden: options.hidden ?? false,
      documentElement: { dataset },
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (l: { rel: string; href: string }) => log.push(`${l.rel} ${l.href}`) },
      getElementById: (id: string) =>
        id === 'root' ? { contains: (el: Element) => el.inRoot } : null,
      addEventListener: (type: string, f: (event: unknown) => void, capture: boolean) => {
        expect([type, capture]).toEqual(['click', true]);
        listeners.add(f);
      },
      removeEventListener: (type: string, f: (event: unknown) => void) => listeners.delete(f),
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
      window,
      document,
      Element,
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
    /** A tap on `target`: whether the page's own handlers would still see it. */
    const tap = (target: Element) => {
      let prevented = false;
      const event = { target, preventDefault: () => (prevented = true), stopPropagation() {} };
      for (const f of [...listeners]) f(event);
      return !prevented;
    };
    return { log, observers, timers, paint, tap, dataset, window };
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

  it('holds taps on drawn buttons until the page is interactive, then replays the last one', () => {
    const { tap, dataset, window } = run();
    expect(dataset.interactive).toBe('false');
    const first = new Element('button');
    const second = new Element('button');
    expect(tap(first)).toBe(false);
    expect(tap(second)).toBe(false);
    // Links work without a script; buttons outside the drawn page are not the page's.
    expect(tap(new Element('link'))).toBe(true);
    expect(tap(new Element('button', false))).toBe(true);
    expect(first.clicks + second.clicks).toBe(0);
    window.comandaInteractive!();
    expect(dataset.interactive).toBe('true');
    expect([first.clicks, second.clicks]).toEqual([0, 1]);
    // From now on taps reach the page, and a second call replays nothing.
    expect(tap(first)).toBe(true);
    window.comandaInteractive!();
    expect(second.clicks).toBe(1);
  });

  it('replays nothing on a button the page no longer has', () => {
    const { tap, window } = run();
    const gone = new Element('button');
    tap(gone);
    gone.isConnected = false;
    window.comandaInteractive!();
    expect(gone.clicks).toBe(0);
  });
});
