import type { ReactNode } from 'react';
import { Button, Modal, type ModalProps } from '@shop/ui';

interface Props extends Pick<ModalProps, 'title' | 'size' | 'onClose'> {
  /** While the action runs, Cancel waits for it. */
  busy: boolean;
  /** The button that does what the dialog is for, beside Cancel. */
  action: ReactNode;
  children: ReactNode;
}

/** A dialog of the products list: its content over Cancel and the action's button. */
export function ProductDialog({ title, size, onClose, busy, action, children }: Props) {
  return (
    <Modal
      open
      onClose={onClose}
      size={size}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Modal>
  );
}
