import { JACKET_SIZE_LABELS, SHOE_SIZE_LABELS, type SizeEntry } from '@shop/contracts';
import type { ProductFormValues } from '../../shared/utils/product-draft';

/** One field of the product that differs between two readings of it. */
export interface FieldChange {
  label: string;
  was: string;
  now: string;
}

export interface ReappliedEdits {
  /** The product as it is now, with the admin's own edits laid over it. */
  values: ProductFormValues;
  /** What someone else changed meanwhile, and the form now shows. */
  theirs: FieldChange[];
  /** The admin's edits kept over the product now, by field. */
  kept: string[];
  /** Fields both changed: the admin's value is kept, `now` is the other change it replaces. */
  overridden: FieldChange[];
}

interface Field {
  label: string;
  read: (values: ProductFormValues) => unknown;
  write: (values: ProductFormValues, value: unknown) => void;
}

const field = <K extends keyof ProductFormValues>(key: K, label: string): Field => ({
  label,
  read: (values) => values[key],
  write: (values, value) => {
    values[key] = value as ProductFormValues[K];
  },
});

/** The form's fields other than the sizes, each compared and carried over as a whole. */
const FIELDS: Field[] = [
  field('name', 'Product Name'),
  field('description', 'Product Description'),
  field('brand', 'Brand'),
  field('category', 'Category'),
  field('subcategory', 'Subcategory'),
  field('status', 'Status'),
  field('sku', 'SKU'),
  {
    label: 'Base Price',
    read: (values) => values.price.base,
    write: (values, value) => (values.price.base = value as string),
  },
  {
    label: 'Discount Price',
    read: (values) => values.price.discount,
    write: (values, value) => (values.price.discount = value as string),
  },
  {
    label: 'Style',
    read: (values) => values.shoeDetails.style,
    write: (values, value) => (values.shoeDetails.style = value as never),
  },
  {
    label: 'Materials',
    read: (values) => values.shoeDetails.materials,
    write: (values, value) => (values.shoeDetails.materials = value as never),
  },
  {
    label: 'Material',
    read: (values) => values.jacketDetails.material,
    write: (values, value) => (values.jacketDetails.material = value as string),
  },
  {
    label: 'Season',
    read: (values) => values.jacketDetails.season,
    write: (values, value) => (values.jacketDetails.season = value as never),
  },
];

/** The form's values are plain data: text, numbers, flags, lists. */
const copy = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

/** Typed text and stored numbers compare alike: '3' is 3. */
const comparable = (value: unknown) =>
  JSON.stringify(value, (_key, part: unknown) => (typeof part === 'number' ? String(part) : part));
const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

function shown(value: unknown): string {
  if (value === '' || value === undefined || value === null) return '(empty)';
  if (Array.isArray(value)) {
    return (
      value
        .map((entry: Record<string, unknown>) =>
          [entry.leatherType, entry.soleMaterial, entry.colorName].filter(Boolean).join(' / '),
        )
        .filter(Boolean)
        .join('; ') || '(empty)'
    );
  }
  return String(value);
}

const shownSize = (size: SizeEntry | undefined) =>
  size ? `${String(size.stock)} in stock${size.available ? '' : ', unavailable'}` : 'not offered';

/**
 * A three-way merge of the edit dialog after the catalog refused a save because the product
 * changed meanwhile: from `opened` (the product as the form was opened on), `edited` (the form
 * as the admin left it) and `current` (the product read again). Each field, and each size's
 * stock, the admin changed keeps the admin's value; every other one takes the current value.
 */
export function reapplyEdits(
  opened: ProductFormValues,
  edited: ProductFormValues,
  current: ProductFormValues,
): ReappliedEdits {
  const values = copy(current);
  const theirs: FieldChange[] = [];
  const kept: string[] = [];
  const overridden: FieldChange[] = [];

  const merge = (label: string, was: unknown, mine: unknown, now: unknown, show = shown) => {
    const changedByMe = !sameValue(was, mine);
    const changedByThem = !sameValue(was, now);
    if (changedByMe) kept.push(label);
    if (changedByThem && !changedByMe) theirs.push({ label, was: show(was), now: show(now) });
    if (changedByThem && changedByMe && !sameValue(mine, now)) {
      overridden.push({ label, was: show(mine), now: show(now) });
    }
    return changedByMe;
  };

  for (const { label, read, write } of FIELDS) {
    if (merge(label, read(opened), read(edited), read(current))) {
      write(values, copy(read(edited)));
    }
  }

  for (const [details, labels] of [
    ['shoeDetails', SHOE_SIZE_LABELS],
    ['jacketDetails', JACKET_SIZE_LABELS],
  ] as const) {
    const find = (from: ProductFormValues, label: string) =>
      from[details].sizes.find((size) => size.sizeLabel === label);
    const sizes: SizeEntry[] = [];
    const named = [opened, edited, current].flatMap((from) =>
      from[details].sizes.map((size) => size.sizeLabel),
    );
    for (const label of new Set([...labels, ...named])) {
      const mine = find(edited, label);
      const chosen = merge(
        `Stock for ${label}`,
        find(opened, label),
        mine,
        find(current, label),
        (size) => shownSize(size as SizeEntry | undefined),
      )
        ? mine
        : find(current, label);
      if (chosen) sizes.push({ ...chosen });
    }
    values[details].sizes = sizes;
  }

  return { values, theirs, kept, overridden };
}
