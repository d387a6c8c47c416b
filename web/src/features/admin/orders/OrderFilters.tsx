import { useId } from 'react';
import type { OrderType } from '@domain/orders';

export interface ExtraFilters {
  from: string;
  to: string;
  orderType: OrderType | '';
}

export const NO_EXTRA_FILTERS: ExtraFilters = { from: '', to: '', orderType: '' };

/** 'Filters' (DECISIONS 11): a date range and the order type, beside the search and the status filter. */
export function OrderFilters({ value, onChange, id }: { value: ExtraFilters; onChange: (next: ExtraFilters) => void; id: string }) {
  const ids = useId();
  const rangeError = value.from && value.to && value.from > value.to ? 'The start date must be on or before the end date' : null;
  const active = value.from || value.to || value.orderType;
  return (
    <section id={id} className="admin-filters admin-panel" aria-label="More filters">
      <div className="field">
        <label htmlFor={`${ids}-from`}>From</label>
        <input
          id={`${ids}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          aria-invalid={rangeError ? true : undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-to`}>To</label>
        <input
          id={`${ids}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          aria-invalid={rangeError ? true : undefined}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-type`}>Order type</label>
        <select id={`${ids}-type`} value={value.orderType} onChange={(e) => onChange({ ...value, orderType: e.target.value as OrderType | '' })}>
          <option value="">All types</option>
          <option value="dine-in">Dine-in</option>
          <option value="takeaway">Takeaway</option>
        </select>
      </div>
      <button type="button" className="btn btn-ghost btn-sm" disabled={!active} onClick={() => onChange(NO_EXTRA_FILTERS)}>
        Clear filters
      </button>
      {rangeError && (
        <p className="form-error" role="alert">
          {rangeError}
        </p>
      )}
    </section>
  );
}
