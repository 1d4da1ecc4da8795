import { FilterSelect } from '@shop/ui';

/** One select of a toolbar: its label, the filter it changes, its choices and its 'any' words. */
export interface FilterKeyChoice<K extends string> {
  label: string;
  name: K;
  options: ReadonlyArray<string>;
  anyLabel: string;
}

interface Props<F extends Record<K, string>, K extends string> {
  /** The filters shown. */
  filters: F;
  selects: ReadonlyArray<FilterKeyChoice<K>>;
  onChange: (filters: F) => void;
}

/** The selects of an admin list's toolbar, each changing one of the list's filters. */
export function FilterKeySelects<F extends Record<K, string>, K extends string>({
  filters,
  selects,
  onChange,
}: Props<F, K>) {
  return selects.map(({ label, name, options, anyLabel }) => (
    <FilterSelect
      key={name}
      label={label}
      value={filters[name]}
      options={options}
      anyLabel={anyLabel}
      onChange={(value) => onChange({ ...filters, [name]: value })}
    />
  ));
}
