export interface PeriodChange {
  /** '+12%', '-5%', '0%', or 'New' when the period before had nothing to compare with. */
  label: string;
  direction: 'up' | 'down' | 'flat';
}

/** A figure's change against the period of the same length before it, in whole percent. */
export function periodChange(current: number, previous: number): PeriodChange {
  if (previous === 0) {
    return current === 0 ? { label: '0%', direction: 'flat' } : { label: 'New', direction: 'up' };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { label: '0%', direction: 'flat' };
  return percent > 0
    ? { label: `+${percent}%`, direction: 'up' }
    : { label: `${percent}%`, direction: 'down' };
}
