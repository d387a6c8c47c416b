import { useCallback, useId, useState } from 'react';
import { auditFieldChanges } from '@domain/audit';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { LoadFailed } from '../shell/LoadFailed';
import { SectionHead } from '../shell/SectionHead';
import { useResource } from '@/lib/use-resource';
import { AUDIT_ENTITIES, listAudit, type AuditEntity, type AuditEntry, type AuditFilter } from '@/api/audit';
import '../audit/audit.css';

const PAGE_SIZE = 25;

const ENTITY_LABELS: Record<AuditEntity, string> = {
  order: 'Orders',
  reservation: 'Reservations',
  guest: 'Guests',
  menu: 'Menu items',
  inventory: 'Inventory',
  user: 'User roles',
  setting: 'Settings',
  bill: 'Table bills',
  day: 'Day closings',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** What changed, field by field: "hours.monday.0.closes: 23:00 → 22:00". */
function FieldChanges({ entry }: { entry: AuditEntry }) {
  if (!entry.from && !entry.to) return null;
  const changes = auditFieldChanges(entry.from, entry.to);
  if (changes.length === 0) return null;
  return (
    <dl className="audit-changes" aria-label="Changed fields">
      {changes.map((c) => (
        <div key={c.field} className="audit-change">
          <dt className="audit-field">{c.field}:</dt>{' '}
          <dd>
            <span className="audit-before">{c.before}</span> → <span className="audit-after">{c.after}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="audit-entry">
      <time className="audit-when" dateTime={entry.at}>
        {when(entry.at)}
      </time>
      <div className="audit-what">
        <p className="audit-summary">{entry.summary}</p>
        <div className="audit-meta">
          <span className="badge">{ENTITY_LABELS[entry.entity] ?? entry.entity}</span>
          <span>
            {entry.action} by <strong>{entry.actorName}</strong>
            {entry.via && <> on {entry.via}'s device</>}
          </span>
        </div>
        <FieldChanges entry={entry} />
      </div>
    </li>
  );
}

/** The audit log (who changed what in the back office, and when): newest first, by kind and by admin, a page at a time. */
export default function AuditSection() {
  usePageMeta('Audit log', 'Who changed what in the back office, and when.');
  const ids = useId();
  const [filter, setFilter] = useState<AuditFilter>({ entity: '', actor: '' });
  // The cursors of the pages seen so far: [null] is the newest page; Older pushes, Newer pops.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const load = useCallback((signal: AbortSignal) => listAudit(filter, after, PAGE_SIZE, signal), [filter, after]);
  const { data, error, loading, reload } = useResource(load);

  const changeFilter = (next: AuditFilter) => {
    setFilter(next);
    setCursors([null]);
  };
  const page = cursors.length;

  return (
    <section aria-labelledby="audit-heading" className="audit-section">
      <SectionHead
        id="audit-heading"
        title="Audit log"
        lead="Who changed an order, a booking, the menu, inventory, a role or a setting, and when. Newest first; entries are kept 90 days."
      >
        <button type="button" className="btn btn-secondary btn-sm" onClick={reload} disabled={loading}>
          {loading ? 'Refreshing...' : 'Refresh'}
        </button>
      </SectionHead>
      <div className="admin-toolbar audit-toolbar">
        <div className="field">
          <label htmlFor={`${ids}-entity`}>Kind</label>
          <select id={`${ids}-entity`} value={filter.entity} onChange={(e) => changeFilter({ ...filter, entity: e.target.value as AuditEntity | '' })}>
            <option value="">Everything</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {ENTITY_LABELS[e]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-actor`}>Admin</label>
          <select id={`${ids}-actor`} value={filter.actor} onChange={(e) => changeFilter({ ...filter, actor: e.target.value })}>
            <option value="">All admins</option>
            {(data?.actors ?? []).map((a) => (
              <option key={a.uid} value={a.uid}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {loading ? 'Loading the audit log...' : data ? `${data.entries.length} entries on page ${page}` : ''}
      </p>
      {error && !loading ? (
        <LoadFailed
          className="admin-panel"
          title="Could not load the audit log"
          message={errorMessage(error, 'Could not load the audit log')}
          onRetry={reload}
        />
      ) : !data ? (
        <p className="loading-state">
          <span className="spinner" aria-hidden="true" /> Loading the audit log...
        </p>
      ) : data.entries.length === 0 ? (
        <p className="empty-state card">{filter.entity || filter.actor ? 'No changes match these filters.' : 'No changes recorded yet.'}</p>
      ) : (
        <div aria-busy={loading}>
          <ol className="audit-list admin-panel" aria-label="Changes, newest first">
            {data.entries.map((e) => (
              <Entry key={e.id} entry={e} />
            ))}
          </ol>
          <nav className="admin-pagination" aria-label="Pages">
            <div className="admin-pagination-buttons">
              <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1 || loading} onClick={() => setCursors((c) => c.slice(0, -1))}>
                Newer
              </button>
              <span aria-current="page">Page {page}</span>
              <button type="button" className="btn btn-ghost btn-sm" disabled={!data.next || loading} onClick={() => setCursors((c) => [...c, data.next])}>
                Older
              </button>
            </div>
          </nav>
        </div>
      )}
    </section>
  );
}
