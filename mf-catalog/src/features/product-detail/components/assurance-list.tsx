import { Icon, type IconName } from '../../shared/components/icon';
import { RETURN_EXCHANGE_DAYS } from '../../../constants';
import styles from './assurance-list.module.css';

const ASSURANCES: Array<{ icon: IconName; text: string }> = [
  { icon: 'shield', text: '100% original product' },
  { icon: 'truck', text: 'Cash on delivery is available on this product' },
  { icon: 'exchange', text: `Easy return and exchange policy within ${RETURN_EXCHANGE_DAYS} days` },
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
