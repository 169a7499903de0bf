// Preact (scripts/preact-aliases.ts) runs effects after the next frame (rAF, then a timeout).
// React, which the storefront's components were written for, runs them much sooner: at once
// after a render caused by a tap or a key, and otherwise in a task right after the commit. Code
// written for React counts on that: a dialog's Escape reads a ref an effect keeps current (and
// must see the keystroke just typed before it, or it drops unsaved edits without asking), and a
// confirmation takes the focus in an effect as it appears, so a screen reader reads it out. This
// gives Preact React's order: the effects of a commit run in a microtask right after it, before
// the browser paints or handles the next event.
import { options } from 'preact';

export function runEffectsAfterCommit(): void {
  options.requestAnimationFrame = (callback) => queueMicrotask(callback);
}
