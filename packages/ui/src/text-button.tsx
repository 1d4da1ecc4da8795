import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';
import styles from './text-button.module.css';

/** A button drawn as an underlined link: a small action beside text or in a panel's corner. */
export function TextButton({
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={cx(styles.textButton, className)} {...props} />;
}
