import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

function CurrentPath() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/collection" element={<h1>The Collection</h1>} />
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it("tells the shopper the page doesn't exist", () => {
    renderAt(['/no-such-page']);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('Go Back returns to the previous page', async () => {
    renderAt(['/collection', '/no-such-page']);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'The Collection' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('/collection');
  });

  it('Go Back leads home when the page was opened directly', async () => {
    renderAt(['/no-such-page']);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('names the browser tab after the page', () => {
    renderAt(['/no-such-page']);
    expect(document.title).toBe('Page Not Found · Leather & Last');
  });
});
