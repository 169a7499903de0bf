// Issue [16/21] item 22: the home-screen short name fits 12 characters and reads as a name.
import { describe, expect, it } from 'vitest';
import { shortName } from './short-name';

describe('shortName', () => {
  it.each([
    ['Demo Bistro', 'Demo Bistro'],
    ['  WhatsBurger ', 'WhatsBurger'],
    ['مطعم النخيل', 'مطعم النخيل'],
    ['Taquería El Güero', 'El Güero'],
    ['Restaurante Casa Pepe', 'Casa Pepe'],
    ['Rumah Makan Sederhana', 'Sederhana'],
    ['Big Menu Diner', 'Big Menu'],
    ['Le Petit Bistro', 'Le Petit'],
    ['Closed Menu Café', 'Closed Menu'],
    ['Sabor Paulista', 'Sabor'],
    ['The Very Long Name Kitchen', 'The Very'],
    ['Pizza de la Nonna', 'Pizza'],
    ['Supercalifragilistic Diner', 'Supercalifra'],
    ['Café', 'Café'],
  ])('%j → %j', (name, expected) => {
    const short = shortName(name);
    expect(short).toBe(expected);
    expect([...short].length).toBeLessThanOrEqual(12);
  });
});
