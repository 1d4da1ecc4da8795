import { Button, Modal } from '@shop/ui';
import styles from './cart.module.css';

interface Props {
  /** The line to remove, or null when the dialog is closed. */
  item: { name: string; size: string } | null;
  onCancel: () => void;
  onRemove: () => void;
}

/** docs/product/cart-and-checkout.md#cart-page: removal is confirmed first. */
export function RemoveItemDialog({ item, onCancel, onRemove }: Props) {
  return (
    <Modal
      open={item !== null}
      onClose={onCancel}
      title="Remove Item"
      size="sm"
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onRemove}>Remove</Button>
        </div>
      }
    >
      {item && (
        <p>
          Remove {item.name} ({item.size}) from your cart?
        </p>
      )}
    </Modal>
  );
}
