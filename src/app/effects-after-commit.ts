// Preact (scripts/preact-aliases.ts) runs effects after the next frame (rAF, then a timeout).
// React, which the storefront's components were written for, runs them sooner, and this gives
// Preact React's order:
// - after a render caused by a tap or a key (a discrete event), at once: the effects of that
//   commit run in a microtask right after it, before the browser paints or handles the next
//   event. Code written for React counts on that: a dialog's Escape reads a ref an effect keeps
//   current (and must see the keystroke just typed before it, or it drops unsaved edits without
//   asking), and a confirmation takes the focus in an effect as it appears, so a screen reader
//   reads it out;
// - otherwise (the first render, hydration, data that arrived), in a task right after the
//   commit: the page's start-up effects then never share one long task with the hydration that
//   drew it (issue [12/13]: nothing blocks the main thread for more than 50 ms).
import { options } from 'preact';

/** The event being dispatched, if any (the microtasks after a listener still see it). */
function inEvent(): boolean {
  return (globalThis as { event?: Event }).event !== undefined;
}

/** A task right after this one: a message is not clamped like a nested setTimeout. */
function nextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

export function runEffectsAfterCommit(): void {
  options.requestAnimationFrame = (callback) => {
    if (inEvent()) queueMicrotask(callback);
    else nextTask(callback);
  };
}
