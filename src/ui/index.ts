// The shared primitives. ConfirmDialog, SummaryList and the form kit's FormShell are imported from their own
// modules, so a page that uses none of them does not load them (the chunk of this index is on every widget page).
export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant } from './Button';
export { Field, FieldGroup, FieldError } from './Field';
export type { FieldProps, FieldGroupProps } from './Field';
export { Modal, ModalFrame } from './Modal';
export type { ModalProps } from './Modal';
export { Spinner } from './Spinner';
export { BackToTop, BACK_TO_TOP_PX } from './BackToTop';
export type { BackToTopProps } from './BackToTop';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryProps, ErrorSummaryItem } from './ErrorSummary';
export { LiveRegion } from './LiveRegion';
export type { LiveRegionProps } from './LiveRegion';
export { VisuallyHidden, cx } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { getTabbableElements } from './focus';
export { useFocusOnMount } from './useFocusOnMount';
export { CountdownTimer, useSecondTick } from './CountdownTimer';
export type { CountdownTone } from './CountdownTimer';
