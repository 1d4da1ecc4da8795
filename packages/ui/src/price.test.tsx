import { act, render, screen } from '@testing-library/react';
import { configureCurrency, displayCurrency } from '@shop/storefront-sdk';
import { Price } from './price';

describe('Price', () => {
  it('strikes through the base and shows the discounted price with its badge', () => {
    const { container } = render(<Price base={200} paid={150} />);
    expect(container.querySelector('s')?.textContent).toContain('$200.00');
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getByText('-25%')).toBeInTheDocument();
  });

  it('shows only the base price without a discount', () => {
    const { container } = render(<Price base={89.5} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe('$89.50');
  });

  it('shows the shopper’s currency, following a new choice; the back office’s stays in US dollars', () => {
    configureCurrency({
      ratesDate: '2026-11-20',
      perUsd: { PKR: 280, GBP: 0.8, CAD: 1.4, AUD: 1.5, EUR: 0.9 },
    });
    displayCurrency.set('EUR');
    render(
      <>
        <Price base={200} paid={150} />
        <Price base={89.5} inUsd />
      </>,
    );
    expect(screen.getByText('€180.00')).toBeInTheDocument();
    expect(screen.getByText('€135.00')).toBeInTheDocument();
    expect(screen.getByText('$89.50')).toBeInTheDocument();
    act(() => displayCurrency.set('GBP'));
    expect(screen.getByText('£120.00')).toBeInTheDocument();
    expect(screen.getByText('$89.50')).toBeInTheDocument();
    act(() => configureCurrency(undefined));
  });
});
