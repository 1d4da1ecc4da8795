import { Button, Modal } from '@shop/ui';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirmed action is under way. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with Cancel and one action, in the shop's dialog (never window.confirm). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
