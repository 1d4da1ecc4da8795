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
    expect(screen.getByRole('heading', { name: 'Oxford Cap-Toe' })).toBeInTheDocument();
    expect(screen.getByText('Leather & Last')).toBeInTheDocument();
    expect(screen.getByText('$180.00')).toBeInTheDocument();
    expect(screen.getByText('-25%')).toBeInTheDocument();
  });

  it('names the colour, so colour variants of one model read apart', () => {
    render(<ProductCard {...card} color="Chestnut" />);
    expect(screen.getByText('Chestnut')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Oxford Cap-Toe, Chestnut' })).toBeInTheDocument();
  });

  it('retries a broken image once, then shows the placeholder', () => {
    render(<ProductCard {...card} />);
    const image = screen.getByAltText('Oxford Cap-Toe') as HTMLImageElement;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(card.fallbackImageUrl);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(card.placeholderUrl);
  });

  it('fetches a first-screen picture at once and first, the others when scrolled near', () => {
    const { unmount } = render(<ProductCard {...card} priority />);
    const first = screen.getByAltText('Oxford Cap-Toe');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    unmount();
    render(<ProductCard {...card} />);
    const later = screen.getByAltText('Oxford Cap-Toe');
    expect(later).not.toHaveAttribute('fetchpriority');
    expect(later.getAttribute('loading')).toBe('lazy');
  });

  it('offers the widths of its picture, and drops them for the retry', () => {
    const srcSet = 'http://api/uploads/oxford-card.webp 480w, http://api/uploads/oxford.jpg 800w';
    render(<ProductCard {...card} srcSet={srcSet} sizes="50vw" />);
    const image = screen.getByAltText('Oxford Cap-Toe');
    expect(image.getAttribute('srcset')).toBe(srcSet);
    expect(image.getAttribute('sizes')).toBe('50vw');
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
    expect(image.getAttribute('src')).toBe(card.fallbackImageUrl);
  });

  it('hands a plain click to client-side navigation', () => {
    const onNavigate = jest.fn();
    render(<ProductCard {...card} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith('/product/p1');
  });
});
