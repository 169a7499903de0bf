import { describe, expect, it } from 'vitest';
import { htmlEntries, staticImports } from './bundle';

describe('bench: initial JavaScript closure', () => {
  it.each([
    ['import{a as b}from"./vendor-AbC12345.js";', ['vendor-AbC12345.js']],
    ['import"./side-effect-AbC12345.js";x()', ['side-effect-AbC12345.js']],
    ['const m=import("./lazy-AbC12345.js")', []],
    ['import {x} from "./a.js";import * as y from "./b.js"', ['a.js', 'b.js']],
  ])('finds the static imports of %s', (code, expected) => {
    expect(staticImports(code)).toEqual(expected);
  });

  it('reads the entry and modulepreloads from index.html', () => {
    const html =
      '<script type="module" src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" href="/assets/vendor-2.js"><link rel="stylesheet" href="/assets/a.css">';
    expect(htmlEntries(html)).toEqual(['index-1.js', 'vendor-2.js']);
  });
});
