import { describe, expect, it } from 'vitest';
import { createLayerStack, FOCUSABLE_SELECTOR, isTabbable, trapTarget } from './focus';

describe('trapTarget', () => {
  it('wraps forward from the last element to the first', () => {
    expect(trapTarget(3, 2, false)).toBe(0);
  });
  it('wraps backward from the first element to the last', () => {
    expect(trapTarget(3, 0, true)).toBe(2);
  });
  it('lets the browser move focus inside the list', () => {
    expect(trapTarget(3, 1, false)).toBeNull();
    expect(trapTarget(3, 1, true)).toBeNull();
  });
  it('brings focus that is outside the list back in, at the matching end', () => {
    expect(trapTarget(3, -1, false)).toBe(0);
    expect(trapTarget(3, -1, true)).toBe(2);
  });
  it('keeps focus on the panel when nothing inside can take it', () => {
    expect(trapTarget(0, -1, false)).toBe(-1);
  });
  it('keeps a single element focused in both directions', () => {
    expect(trapTarget(1, 0, false)).toBe(0);
    expect(trapTarget(1, 0, true)).toBe(0);
  });
});

describe('isTabbable', () => {
  it('excludes hidden, inert and negative tabindex elements', () => {
    expect(isTabbable({ tabIndex: 0, hidden: false, inert: false })).toBe(true);
    expect(isTabbable({ tabIndex: -1, hidden: false, inert: false })).toBe(false);
    expect(isTabbable({ tabIndex: 0, hidden: true, inert: false })).toBe(false);
    expect(isTabbable({ tabIndex: 0, hidden: false, inert: true })).toBe(false);
  });
});

describe('FOCUSABLE_SELECTOR', () => {
  it('skips disabled controls and programmatic-only tabindex', () => {
    expect(FOCUSABLE_SELECTOR).toContain('button:not([disabled])');
    expect(FOCUSABLE_SELECTOR).toContain('[tabindex]:not([tabindex="-1"])');
  });
});

describe('createLayerStack', () => {
  it('treats only the most recently opened layer as the top', () => {
    const stack = createLayerStack();
    const a = Symbol('a');
    const b = Symbol('b');
    stack.push(a);
    stack.push(b);
    expect(stack.isTop(b)).toBe(true);
    expect(stack.isTop(a)).toBe(false);
    stack.remove(b);
    expect(stack.isTop(a)).toBe(true);
    expect(stack.size).toBe(1);
  });
});
