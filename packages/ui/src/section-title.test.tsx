import { render, screen } from '@testing-library/react';
import { SectionTitle } from './section-title';

describe('SectionTitle', () => {
  it('sets the eyebrow above a second-level heading by default', () => {
    render(<SectionTitle eyebrow="Shop by style" title="Find your pair" id="tiles" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Find your pair' });
    expect(heading.id).toBe('tiles');
    expect(screen.getByText('Shop by style')).toBeInTheDocument();
  });

  it("makes a page's own title a first-level heading", () => {
    render(<SectionTitle eyebrow="Shop" title="The Collection" level={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The Collection' })).toBeInTheDocument();
  });
});
