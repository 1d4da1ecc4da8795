import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('lists the categories of the spec', () => {
    render(<FaqPage />, { wrapper: MemoryRouter });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Top Questions',
      'About the brand',
      'Sizing & Fit',
      'Product & Quality',
      'Shipping & Order Details',
      'Exchanges & Returns',
      'Care Instructions',
    ]);
  });

  it('keeps one answer open at a time', () => {
    render(<FaqPage />, { wrapper: MemoryRouter });
    const sizing = screen.getByRole('button', { name: 'Which size should I choose?' });
    const leather = screen.getByRole('button', { name: 'What leather do you use?' });

    fireEvent.click(sizing);
    expect(sizing.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(leather);
    expect(leather.getAttribute('aria-expanded')).toBe('true');
    expect(sizing.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(leather);
    expect(leather.getAttribute('aria-expanded')).toBe('false');
  });
});
