import type { ReactNode } from 'react';

interface SectionHeadProps {
  /** The heading's id, which the section is labelled by. */
  id: string;
  title: string;
  lead: ReactNode;
  /** Buttons on the right: add, filters, refresh. */
  children?: ReactNode;
}

/** The top of a back office screen: its title and one line under it, with its actions beside them. */
export function SectionHead({ id, title, lead, children }: SectionHeadProps) {
  return (
    <div className="admin-head">
      <div>
        <h1 id={id}>{title}</h1>
        <p>{lead}</p>
      </div>
      {children && <div className="admin-head-actions">{children}</div>}
    </div>
  );
}
