// Public surface of the shared UI primitives (docs/contracts.md "src/ui").
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { BottomSheet } from './BottomSheet';
export type { BottomSheetProps } from './BottomSheet';
export { SnackbarHost, showSnackbar, hideSnackbar } from './Snackbar';
export type { SnackbarTone } from './Snackbar';
export { Icon } from './Icon';
export type { IconName, IconProps } from './Icon';
export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant } from './Button';
export { Spinner } from './Spinner';
export { Skeleton } from './Skeleton';
