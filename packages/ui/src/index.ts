import './tokens.css';

export { cx } from './class-names';
export {
  Button,
  buttonClassName,
  type ButtonLook,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
export { TextButton } from './text-button';
export { Spinner, type SpinnerProps } from './spinner';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Price, type PriceProps } from './price';
export { StarRow, type StarRowProps } from './star-row';
export {
  Pager,
  pageRun,
  pageWindow,
  type PagerNumbering,
  type PagerProps,
  type PagerSteps,
} from './pager';
export { FilterToolbar, type FilterToolbarProps } from './filter-toolbar';
export { FilterSelect, type FilterSelectProps } from './filter-select';
export { FilterInput, type FilterInputProps } from './filter-input';
export { Modal, type ModalProps } from './modal';
export { FormField, type FormControlProps, type FormFieldProps } from './form-field';
export {
  TOAST_AUTO_CLOSE_MS,
  TOAST_DRAG_DISMISS_RATIO,
  toast,
  type ToastOptions,
  type ToastType,
} from './toast';
export { ToastHost } from './toast-host';
export { ImageWithFallback, type ImageWithFallbackProps } from './image-with-fallback';
export { ProductCard, type ProductCardProps } from './product-card';
export { SectionTitle, type SectionTitleProps } from './section-title';
export { NewsletterForm, SUBSCRIBED_MESSAGE } from './newsletter-form';
export { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';
export { useScrollLock } from './use-scroll-lock';
