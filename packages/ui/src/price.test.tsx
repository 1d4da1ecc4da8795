import { render, screen } from '@testing-library/react';
import { Price } from './price';

describe('Price', () => {
  it('strikes through the base and shows the discounted price with its badge', () => {
    const { container } = render(<Price base={200} paid={150} />);
    expect(container.querySelector('s')?.textContent).toContain('$200.00');
    expect(screen.getByText('$150.00')).toBeTruthy();
    expect(screen.getByText('-25%')).toBeTruthy();
  });

  it('shows only the base price without a discount', () => {
    const { container } = render(<Price base={89.5} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe('$89.50');
  });
});
