import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hideSnackbar,
  leavePage,
  showSnackbar,
  SNACKBAR_MS,
  snackbarState,
} from './snackbar-store';

describe('showSnackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    hideSnackbar();
    vi.useRealTimers();
  });

  it('shows the message with its tone and hides it after the timeout', () => {
    showSnackbar('password copied', 'success');
    expect(snackbarState.current).toMatchObject({ text: 'password copied', tone: 'success' });
    vi.advanceTimersByTime(SNACKBAR_MS);
    expect(snackbarState.current).toBeNull();
  });

  it('lets a newer message replace an older one and keeps it for its full time', () => {
    showSnackbar('first', 'success');
    vi.advanceTimersByTime(SNACKBAR_MS - 100);
    showSnackbar('it failed to copy', 'error');
    vi.advanceTimersByTime(200);
    expect(snackbarState.current).toMatchObject({ text: 'it failed to copy', tone: 'error' });
  });

  it('keeps a message with an action until it is used or replaced', () => {
    const onClick = vi.fn();
    showSnackbar('update available', 'success', { label: 'Reload', onClick });
    vi.advanceTimersByTime(SNACKBAR_MS * 10);
    expect(snackbarState.current).toMatchObject({ text: 'update available' });
    snackbarState.current?.action?.onClick();
    expect(onClick).toHaveBeenCalledOnce();
    showSnackbar('copied', 'success');
    vi.advanceTimersByTime(SNACKBAR_MS);
    expect(snackbarState.current).toBeNull();
  });
});

describe('leavePage (issue [16/21] item 7)', () => {
  afterEach(() => {
    hideSnackbar();
    vi.unstubAllGlobals();
  });

  const on = (pathname: string) => vi.stubGlobal('window', { location: { pathname } });

  it('takes a confirmation away when the diner leaves its page', () => {
    on('/products');
    showSnackbar('Added to your cart', 'success');
    leavePage('/products');
    expect(snackbarState.current).toMatchObject({ text: 'Added to your cart' });
    leavePage('/cart');
    expect(snackbarState.current).toBeNull();
  });

  it('keeps an error and an offer with an action', () => {
    on('/cart');
    showSnackbar('The store has just closed', 'error');
    leavePage('/products');
    expect(snackbarState.current).toMatchObject({ tone: 'error' });
    showSnackbar('update available', 'success', { label: 'Reload', onClick: vi.fn() });
    leavePage('/tracking');
    expect(snackbarState.current).toMatchObject({ text: 'update available' });
  });
});
