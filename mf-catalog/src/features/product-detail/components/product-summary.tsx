import type { Product } from '@shop/contracts';
import { useRef, useState } from 'react';
import { Button, Price } from '@shop/ui';
import { MAX_CART_QUANTITY, usePriceFormat } from '@shop/storefront-sdk';
import { LOW_STOCK_THRESHOLD, ONE_SIZE_LABEL } from '../../../constants';
import {
  isJacket,
  isPurchasable,
  offeredSizes,
  productSizes,
} from '../../shared/utils/product-rules';
import { PRODUCT_MESSAGES } from '../../../messages';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { AssuranceList } from './assurance-list';
import { QuantityStepper } from './quantity-stepper';
import { SizeGuide } from './size-guide';
import { SizePicker } from './size-picker';
import { StickyAddToCart } from './sticky-add-to-cart';
import { VariantPicker } from './variant-picker';
import styles from './product-summary.module.css';

const count = new Intl.NumberFormat('en-US');

function stockLine(
  product: Product,
  available: boolean,
): { text: string; tone: 'ok' | 'low' | 'out' } {
  if (!available) return { text: 'Currently unavailable', tone: 'out' };
  if (product.stockQuantity <= LOW_STOCK_THRESHOLD) {
    return { text: `Only ${product.stockQuantity} left in stock`, tone: 'low' };
  }
  return { text: `In stock · ${count.format(product.stockQuantity)} available`, tone: 'ok' };
}

/** Everything beside the gallery: what it is, what it costs, and the choices to buy it. */
export function ProductSummary({ product }: { product: Product }) {
  const addToCart = useAddToCart();
  const showPrice = usePriceFormat();
  const sizes = offeredSizes(product);
  const hasSizes = productSizes(product).length > 0;
  const available = isPurchasable(product) && (!hasSizes || sizes.length > 0);
  const [size, setSize] = useState('');
  const [sizeRefused, setSizeRefused] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const sizePickerRef = useRef<HTMLDivElement>(null);
  const buyRef = useRef<HTMLDivElement>(null);
  const buyPassed = useScrolledPast(buyRef);

  const sizeStock = sizes.find((s) => s.sizeLabel === size)?.stock ?? product.stockQuantity;
  const maxQuantity = Math.max(0, Math.min(product.stockQuantity, sizeStock, MAX_CART_QUANTITY));
  const shownQuantity = Math.max(1, Math.min(quantity, maxQuantity || 1));
  const stock = stockLine(product, available);
  const percent = product.discountPercent;
  const madeToMeasure = product.additionalCharges?.madeToMeasure ?? 0;

  const chooseSize = (label: string) => {
    setSize(label);
    if (label) setSizeRefused(false);
  };

  // A missing size is said beside the sizes, which come into view with focus on the first.
  const onAdd = () => {
    const outcome = addToCart({
      productId: product._id,
      name: product.name,
      price: product.effectivePrice,
      size: hasSizes ? size : ONE_SIZE_LABEL,
      quantity: shownQuantity,
      available,
    });
    if (outcome !== 'sizeRequired') return;
    setSizeRefused(true);
    const picker = sizePickerRef.current;
    picker?.scrollIntoView?.({ block: 'center' });
    picker?.querySelector('button')?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.summary}>
      {product.brand && <p className={styles.brand}>{product.brand}</p>}
      <h1 className={styles.name}>{product.name}</h1>
      <div className={styles.meta}>
        <span>{count.format(product.viewCount ?? 0)} views</span>
        <span aria-hidden="true">·</span>
        <span>{count.format(product.purchaseCount ?? 0)} sold</span>
      </div>
      <div className={styles.price}>
        <Price base={product.price.base} paid={product.effectivePrice} size="lg" />
        {percent > 0 && (
          <span className={styles.saving}>
            You save {showPrice(product.price.base - product.effectivePrice)}
          </span>
        )}
      </div>
      <p className={styles.stock} data-tone={stock.tone}>
        <span className={styles.dot} aria-hidden="true" />
        {stock.text}
      </p>
      {product.description && <p className={styles.description}>{product.description}</p>}

      <div className={styles.choices}>
        <VariantPicker product={product} />
        {hasSizes && (
          <SizePicker
            ref={sizePickerRef}
            sizes={sizes}
            selected={size}
            onSelect={chooseSize}
            error={sizeRefused ? PRODUCT_MESSAGES.sizeRequired : undefined}
            aside={isJacket(product) ? <SizeGuide /> : undefined}
          />
        )}
        {isJacket(product) && madeToMeasure > 0 && (
          <p className={styles.note}>
            Made to measure available for {showPrice(madeToMeasure)} more.
          </p>
        )}
        <div ref={buyRef} className={styles.buy}>
          <QuantityStepper
            value={shownQuantity}
            max={available ? maxQuantity : 0}
            onChange={setQuantity}
          />
          <Button
            size="lg"
            className={styles.add}
            onClick={onAdd}
            variant={available ? 'primary' : 'secondary'}
          >
            {available ? 'Add to cart' : 'Sold out'}
          </Button>
        </div>
      </div>
      <AssuranceList />
      {available && <StickyAddToCart product={product} shown={buyPassed} onAdd={onAdd} />}
    </div>
  );
}
