// A centred dialog at every width (docs/contracts.md "src/ui").
import { Dialog } from './Dialog';
import type { DialogProps } from './Dialog';

export type ModalProps = DialogProps;

export function Modal(props: ModalProps) {
  return <Dialog {...props} variant="center" />;
}
