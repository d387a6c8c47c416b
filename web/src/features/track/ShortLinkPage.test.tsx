import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ShortLinkPage from './ShortLinkPage';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const open = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/t" element={<ShortLinkPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('a text short link', () => {
  it("leads an order's reference to its tracking page", () => {
    open('/t?r=abc234');

    expect(screen.getByText('at /track/ABC234')).toBeTruthy();
  });

  it("leads a booking's reference to its page", () => {
    open('/t?r=ABCD2345');

    expect(screen.getByText('at /reservation/ABCD2345')).toBeTruthy();
  });

  it('says the page is not found for a reference of neither kind', () => {
    open('/t?r=AB%3Cx');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
