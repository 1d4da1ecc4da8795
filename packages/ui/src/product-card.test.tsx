import { fireEvent, render, screen } from '@testing-library/react';
import { ProductCard } from './product-card';

const card = {
  href: '/product/p1',
  name: 'Oxford Cap-Toe',
  brand: 'Leather & Last',
  imageUrl: 'http://api/uploads/oxford.jpg',
  fallbackImageUrl: 'http://api/upload/oxford.jpg',
  placeholderUrl: 'data:image/svg+xml,placeholder',
  base: 240,
  paid: 180,
};

describe('ProductCard', () => {
  it('shows name, brand and price, with a discount badge', () => {
    render(<ProductCard {...card} badge="-25%" />);
    expect(screen.getByRole('heading', { name: 'Oxford Cap-Toe' })).toBeTruthy();
    expect(screen.getByText('Leather & Last')).toBeTruthy();
    expect(screen.getByText('$180.00')).toBeTruthy();
    expect(screen.getByText('-25%')).toBeTruthy();
  });

  it('retries a broken image once, then shows the placeholder', () => {
    render(<ProductCard {...card} />);
    const image = screen.getByAltText('Oxford Cap-Toe') as HTMLImageElement;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(card.fallbackImageUrl);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(card.placeholderUrl);
  });

  it('hands a plain click to client-side navigation', () => {
    const onNavigate = jest.fn();
    render(<ProductCard {...card} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith('/product/p1');
  });
});
