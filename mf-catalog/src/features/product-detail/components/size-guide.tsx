import { useState } from 'react';
import { Modal, TextButton } from '@shop/ui';
import { Icon } from '../../shared/components/icon';
import styles from './size-guide.module.css';

/** Body measurements for each jacket size, in centimetres. */
const JACKET_SIZE_CHART = [
  { size: 'XS', chest: '84–88', waist: '70–74', sleeve: '61' },
  { size: 'S', chest: '89–94', waist: '75–80', sleeve: '62' },
  { size: 'M', chest: '95–100', waist: '81–86', sleeve: '63' },
  { size: 'L', chest: '101–106', waist: '87–92', sleeve: '64' },
  { size: 'XL', chest: '107–112', waist: '93–98', sleeve: '65' },
  { size: 'XXL', chest: '113–118', waist: '99–104', sleeve: '66' },
  { size: 'XXXL', chest: '119–124', waist: '105–110', sleeve: '67' },
] as const;

/** The jackets' size guide: a link that opens the chart. */
export function SizeGuide() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextButton onClick={() => setOpen(true)}>
        <Icon name="ruler" size={16} />
        Size guide
      </TextButton>
      <Modal open={open} onClose={() => setOpen(false)} title="Jacket size guide" size="md">
        <p className={styles.note}>
          Measure over a light shirt, tape level and snug. Leather gives a little with wear; between
          two sizes, choose the larger for layering.
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Chest (cm)</th>
              <th scope="col">Waist (cm)</th>
              <th scope="col">Sleeve (cm)</th>
            </tr>
          </thead>
          <tbody>
            {JACKET_SIZE_CHART.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                <td>{row.chest}</td>
                <td>{row.waist}</td>
                <td>{row.sleeve}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal>
    </>
  );
}
