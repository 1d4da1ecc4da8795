import { orderNumber, type Order } from '@shop/contracts';
import { Button, Modal } from '@shop/ui';

export type EndingStatus = 'Cancelled' | 'Refunded';

export const isEnding = (status: Order['status']): status is EndingStatus =>
  status === 'Cancelled' || status === 'Refunded';

/** `effect` for an order that never shipped; `shippedEffect` once its goods left the house. */
const WORDS: Record<
  EndingStatus,
  { title: string; action: string; effect: string; shippedEffect: string }
> = {
  Cancelled: {
    title: 'Cancel order',
    action: 'Cancel order',
    effect:
      'Its stock goes back on the shelf unless it has shipped, and a payment taken online is refunded.',
    shippedEffect:
      'Its goods have shipped and will not go back on sale, and a payment taken online is refunded.',
  },
  Refunded: {
    title: 'Refund order',
    action: 'Mark as Refunded',
    effect:
      'A payment taken online is refunded through PayPal; its stock goes back on the shelf unless it has shipped.',
    shippedEffect:
      'A payment taken online is refunded through PayPal; its goods have shipped and will not go back on sale.',
  },
};

interface Props {
  change: { order: Order; status: EndingStatus } | null;
  onKeep: () => void;
  onConfirm: (order: Order, status: EndingStatus) => void;
}

/**
 * Ending an order cannot be undone: the admin confirms it first, told whether its goods go back
 * on sale (not once they shipped, whatever its status now).
 */
export function EndOrderDialog({ change, onKeep, onConfirm }: Props) {
  if (!change) return null;
  const words = WORDS[change.status];
  return (
    <Modal
      open
      size="sm"
      onClose={onKeep}
      title={`${words.title} #${orderNumber(change.order._id)}?`}
      footer={
        <>
          <Button variant="secondary" onClick={onKeep}>
            Keep order
          </Button>
          <Button onClick={() => onConfirm(change.order, change.status)}>{words.action}</Button>
        </>
      }
    >
      <p>
        {change.order.shippedAt ? words.shippedEffect : words.effect} An order that ended cannot be
        moved again.
      </p>
    </Modal>
  );
}
