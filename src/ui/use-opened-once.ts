// A dialog loaded on demand (React.lazy) is mounted from its first opening on, and stays mounted
// after it closes: its closing, and the focus it gives back, run as if it had always been there.
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
