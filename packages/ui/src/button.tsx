import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';
import styles from './button.module.css';

/** `inverse` and `inverseOutline` sit on dark (espresso) backgrounds. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'inverseOutline';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

/** The button look for other elements, such as a router link that should read as a button. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
}: ButtonLook = {}): string {
  return cx(styles.button, styles[variant], styles[size], block && styles.block);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClassName({ variant, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" label="" className={styles.spinner} />}
      {children}
    </button>
  );
}
