import { FilterSelect } from '@shop/ui';

interface Props<F, K extends keyof F> {
  label: string;
  /** The filters shown, and the one of them this select changes. */
  filters: F;
  name: K;
  options: ReadonlyArray<string>;
  anyLabel: string;
  onChange: (filters: F) => void;
}

/** A select of an admin list's toolbar that changes one of the list's filters. */
export function FilterKeySelect<F extends Record<K, string>, K extends keyof F>({
  label,
  filters,
  name,
  options,
  anyLabel,
  onChange,
}: Props<F, K>) {
  return (
    <FilterSelect
      label={label}
      value={filters[name]}
      options={options}
      anyLabel={anyLabel}
      onChange={(value) => onChange({ ...filters, [name]: value as F[K] })}
    />
  );
}
