import { describe, expect, it } from 'vitest';
import { fillShell } from './shell';

const template =
  '<!doctype html><html lang="en" dir="ltr" class="x"><head><title>T</title><!--ssr-head--></head><body><!--ssr-boot--></body></html>';

describe('fillShell', () => {
  it('rewrites lang and dir, replaces the placeholders and drops the template title', () => {
    const html = fillShell(template, {
      lang: 'ar',
      dir: 'rtl',
      head: '<title>$& $1</title>',
      boot: { a: '</script>' },
    });
    expect(html).toContain('<html lang="ar" dir="rtl" class="x">');
    // '$&' must stay literal: replacement strings are not patterns.
    expect(html).toContain('<title>$& $1</title>');
    expect(html).not.toContain('<title>T</title>');
    expect(html).toContain(
      '<script type="application/json" id="comanda-boot">{"a":"\\u003c/script\\u003e"}</script>',
    );
  });

  it('adds lang and dir when the template has none', () => {
    expect(
      fillShell('<html><head></head></html>', { lang: 'es-MX', dir: 'ltr', head: '', boot: null }),
    ).toContain('<html dir="ltr" lang="es-MX">');
  });
});

describe('fillShell with a drawn page', () => {
  const shell =
    '<html><head><!--ssr-head--></head><body><div id="root"></div><!--ssr-boot--></body></html>';

  it('puts the page inside #root, and leaves #root empty without one', () => {
    const html = fillShell(shell, {
      lang: 'en',
      dir: 'ltr',
      head: '',
      boot: {},
      root: '<p>$&</p>',
    });
    expect(html).toContain('<div id="root"><p>$&</p></div>');
    expect(fillShell(shell, { lang: 'en', dir: 'ltr', head: '', boot: {} })).toContain(
      '<div id="root"></div>',
    );
  });
});
