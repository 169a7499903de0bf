import { describe, expect, it } from 'vitest';
import { stripBootData } from './shell-html';

describe('stripBootData', () => {
  it('removes the server boot block and keeps the rest of the shell', () => {
    const html =
      '<body><div id="root"></div><script type="application/json" id="comanda-boot">{"companyId":"c1","x":"\\u003c/b>"}</script><script type="module" src="/assets/index.js"></script></body>';
    expect(stripBootData(html)).toBe(
      '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>',
    );
  });
  it('leaves a raw shell untouched', () => {
    const html = '<body><div id="root"></div><!--ssr-boot--></body>';
    expect(stripBootData(html)).toBe(html);
  });
});
