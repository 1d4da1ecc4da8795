import { cx } from '@shop/ui';
import type { Product } from '@shop/contracts';
import { ProductRow } from './product-row';
import styles from './product-list-screen.module.css';
import dataTable from '../../shared/components/data-table.module.css';

interface Props {
  products: Product[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

const COLUMNS = ['Image', 'Product', 'SKU', 'Category', 'Stock', 'Sizes', 'Price', 'Actions'];

export function ProductTable({ products, onEdit, onDelete }: Props) {
  return (
    <div className={styles.tableWrap}>
      <table className={cx(dataTable.table, dataTable.stacked, styles.table)}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductRow key={product._id} product={product} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
