import { describe, expect, it } from 'vitest';
import { htmlEntries, manifestClosure, staticImports } from './bundle';
import type { Manifest } from './bundle';

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

describe('bench: initial JavaScript per page from the Vite manifest', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_vendor-2.js'],
      dynamicImports: ['src/Landing.tsx', 'src/Products.tsx'],
    },
    '_vendor-2.js': { file: 'assets/vendor-2.js' },
    'src/Landing.tsx': { file: 'assets/Landing-3.js', imports: ['_vendor-2.js', 'index.html'] },
    'src/Products.tsx': {
      file: 'assets/Products-4.js',
      imports: ['_vendor-2.js', '_money-5.js'],
      dynamicImports: ['src/Modal.tsx'],
    },
    '_money-5.js': { file: 'assets/money-5.js', imports: ['_vendor-2.js'] },
    'src/Modal.tsx': { file: 'assets/Modal-6.js' },
    'src/style.css': { file: 'assets/style-7.css' },
  };

  it('closes the entry and the route chunk over static imports, once each', () => {
    expect(manifestClosure(manifest, ['src/Landing.tsx'])).toEqual([
      'assets/index-1.js',
      'assets/Landing-3.js',
      'assets/vendor-2.js',
    ]);
    expect(manifestClosure(manifest, ['src/Products.tsx']).sort()).toEqual([
      'assets/Products-4.js',
      'assets/index-1.js',
      'assets/money-5.js',
      'assets/vendor-2.js',
    ]);
  });

  it('leaves dynamic imports out and ignores unknown roots', () => {
    expect(manifestClosure(manifest, ['src/Missing.tsx'])).toEqual([
      'assets/index-1.js',
      'assets/vendor-2.js',
    ]);
  });
});
