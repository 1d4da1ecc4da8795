import { Icon, type IconName } from '../../shared/components/icon';
import { SHOP_POLICY } from '@shop/storefront-sdk';
import styles from './assurance-list.module.css';

const ASSURANCES: Array<{ icon: IconName; text: string }> = [
  { icon: 'shield', text: '100% original product' },
  { icon: 'truck', text: 'Cash on delivery is available on this product' },
  { icon: 'exchange', text: SHOP_POLICY.returnAssurance },
];

export function AssuranceList() {
  return (
    <ul className={styles.list}>
      {ASSURANCES.map((item) => (
        <li key={item.icon} className={styles.item}>
          <Icon name={item.icon} size={18} />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
