import type { ReactNode } from 'react';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the page holds, before the buttons: "Showing 1–20 of 45". */
  summary?: ReactNode;
  /** While a page loads, Previous and Next wait for it. */
  busy?: boolean;
}

/** Previous, 'Page n of m' and Next under a back office list. */
export function Pagination({ page, pages, onPage, summary, busy = false }: PaginationProps) {
  return (
    <nav className="admin-pagination" aria-label="Pages">
      {summary !== undefined && <span>{summary}</span>}
      <div className="admin-pagination-buttons">
        <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span aria-current="page">
          Page {page} of {pages}
        </span>
        <button type="button" className="btn btn-ghost btn-sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
