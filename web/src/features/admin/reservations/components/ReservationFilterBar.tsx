import { useEffect, useId, useState } from 'react';
import { RESERVATION_STATUSES, type ReservationStatus } from '@domain/booking';

export interface FilterValues {
  search: string;
  status: ReservationStatus | '';
  date: string;
}

interface FilterBarProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  onRefresh: () => void;
  loading: boolean;
}

/** Search (customer, phone, email, id), status, date and Refresh. Typing waits 300 ms before it searches. */
export function ReservationFilterBar({ values, onChange, onRefresh, loading }: FilterBarProps) {
  const id = useId();
  const [search, setSearch] = useState(values.search);

  useEffect(() => setSearch(values.search), [values.search]);
  useEffect(() => {
    if (search === values.search) return;
    const timer = setTimeout(() => onChange({ ...values, search }), 300);
    return () => clearTimeout(timer);
  }, [search, values, onChange]);

  const filtered = values.search || values.status || values.date;
  return (
    <form className="res-filters" role="search" onSubmit={(e) => (e.preventDefault(), onChange({ ...values, search }))}>
      <div className="field res-filter-search">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Customer, phone, email or id"
          maxLength={100}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={values.status} onChange={(e) => onChange({ ...values, status: e.target.value as FilterValues['status'] })}>
          <option value="">All Status</option>
          {RESERVATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`}>Date</label>
        <input id={`${id}-date`} type="date" value={values.date} onChange={(e) => onChange({ ...values, date: e.target.value })} />
      </div>
      <div className="res-filter-buttons">
        <button type="button" className="btn btn-secondary" onClick={onRefresh} disabled={loading}>
          {loading && <span className="spinner" aria-hidden="true" />}
          Refresh
        </button>
        {filtered && (
          <button type="button" className="btn btn-ghost" onClick={() => onChange({ search: '', status: '', date: '' })}>
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
