// Which of the run's two servers (global-setup.ts) this test file talks to. The diners' tests share
// the first; the back office's tests change companies' menus, hours, payment methods and landing,
// so they run against a second server with a database of their own, and a diner's test never
// meets a menu or a closed store another file left behind.
import { inject } from 'vitest';

let backOffice = false;

/** Called once at the top of a back office test file: its requests go to the second server. */
export function useBackOfficeServer(): void {
  backOffice = true;
}

/** The port of this file's server on 127.0.0.1. */
export const serverPort = (): number => (backOffice ? inject('adminPort') : inject('port'));
