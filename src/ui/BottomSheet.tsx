// A bottom sheet on small screens and a centred dialog from 600 px (§2.4, §2.8, §2.10).
import { Dialog } from './Dialog';
import type { DialogProps } from './Dialog';

export interface BottomSheetProps extends DialogProps {
  /** Fills the viewport on extra-small screens (the checkout frame, §2.10). */
  fullscreenOnSmall?: boolean;
}

export function BottomSheet(props: BottomSheetProps) {
  return <Dialog {...props} variant="sheet" />;
}
