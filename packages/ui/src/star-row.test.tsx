import { render, screen } from '@testing-library/react';
import { StarRow } from './star-row';

describe('StarRow', () => {
  it('names its rating for assistive technology', () => {
    render(<StarRow rating={4.3} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 stars' })).toBeInTheDocument();
  });
});
