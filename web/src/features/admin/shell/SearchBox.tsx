import type { ComponentProps } from 'react';
import { Icon } from './icons';

interface SearchBoxProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  id: string;
  /** Read by screen readers; the placeholder says it on screen. */
  label: string;
}

/** A search input with a magnifier inside it. */
export function SearchBox({ id, label, ...input }: SearchBoxProps) {
  return (
    <div className="admin-search">
      <Icon name="search" size={18} />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="search" {...input} />
    </div>
  );
}
