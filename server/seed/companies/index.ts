// Every demo company, in the order they are seeded. Each file documents what it demonstrates.
import type { DemoCompany } from '../types';
import { alnakheelCompany } from './alnakheel';
import { bigmenuCompany } from './bigmenu';
import { closedmenuCompany } from './closedmenu';
import { demoCompany } from './demo';
import { freebistroCompany } from './freebistro';
import { saborCompany } from './sabor';
import { taqueriaCompany } from './taqueria';
import { whatsburgerCompany } from './whatsburger';

export function demoCompanies(now: Date): DemoCompany[] {
  return [
    demoCompany(now),
    saborCompany(now),
    taqueriaCompany(now),
    alnakheelCompany(),
    freebistroCompany(),
    whatsburgerCompany(),
    closedmenuCompany(),
    bigmenuCompany(),
  ];
}

/** The seven full storefronts (closedmenu is deliberately minimal; bigmenu is the 300-product
 * benchmark menu). */
export const FULL_DEMO_TOKENS = [
  'demo',
  'sabor',
  'taqueria',
  'alnakheel',
  'freebistro',
  'whatsburger',
  'bigmenu',
] as const;
