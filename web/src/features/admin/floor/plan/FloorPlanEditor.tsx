import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getPlan, savePlan, type PlanTable, type PlanView } from '@/api/floor-plan';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { LoadFailed } from '../../shell/LoadFailed';
import { SectionHead } from '../../shell/SectionHead';
import { useLeaveGuard } from '../../settings/use-leave-guard';
import { AreaTabs, shownAreaOf } from '../AreaTabs';
import { PlanCanvas } from './PlanCanvas';
import { AreaDialog, TableDialog } from './PlanDialogs';
import { freeSpot, moved, nextTableId, nextTableName, placed, planBody, samePlan, saveProblem, type SaveProblem } from './plan-draft';
import '../floor.css';
import './plan.css';

type Dialog =
  { kind: 'table'; id: string } | { kind: 'new-table'; table: PlanTable } | { kind: 'remove'; id: string } | { kind: 'area'; current: string | null };

const unionAreas = (...lists: string[][]) => [...new Set(lists.flat())];

/**
 * The table plan's editor (owner or manager): one canvas per area, tables dragged into place with a finger or the
 * mouse (or moved with the arrow keys), a tap to edit or remove one, tables and areas added, and one Save for all.
 */
export default function FloorPlanEditor() {
  const plan = useResource(useCallback((signal: AbortSignal) => getPlan(signal), []));
  const [saved, setSaved] = useState<PlanTable[] | null>(null);
  const [tables, setTables] = useState<PlanTable[]>([]);
  const [areas, setAreas] = useState<string[]>([]);
  const [area, setArea] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [savedNote, setSavedNote] = useState(false);

  const take = useCallback((view: PlanView) => {
    setSaved(view.tables);
    setTables(view.tables);
    setAreas((local) =>
      unionAreas(
        view.areas,
        view.tables.map((t) => t.area),
        local,
      ),
    );
  }, []);
  useEffect(() => {
    if (plan.data && saved === null) take(plan.data);
  }, [plan.data, saved, take]);

  const dirty = saved !== null && !samePlan(tables, saved);
  const guard = useLeaveGuard(dirty);
  const shownArea = shownAreaOf(areas, area);
  const inArea = tables.filter((t) => t.area === shownArea);

  const change = (next: (ts: PlanTable[]) => PlanTable[]) => {
    setTables(next);
    setSavedNote(false);
  };
  const update = (id: string, f: (t: PlanTable) => PlanTable) => change((ts) => ts.map((t) => (t.id === id ? f(t) : t)));

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setProblem(null);
    const sent = planBody(tables);
    try {
      const view = await savePlan(sent);
      take(view);
      setSavedNote(true);
    } catch (e) {
      const p =
        e instanceof ApiError && e.status !== 0
          ? saveProblem(e, sent)
          : { message: errorMessage(e, 'The plan could not be saved'), tableId: null, field: null };
      setProblem(p);
      const table = p.tableId ? tables.find((t) => t.id === p.tableId) : undefined;
      if (table) {
        setArea(table.area);
        setSelected(table.id);
        if (p.field) setDialog({ kind: 'table', id: table.id });
      }
    } finally {
      setSaving(false);
    }
  };

  const addTable = () => {
    if (!shownArea) return setDialog({ kind: 'area', current: null });
    const spot = freeSpot(inArea);
    setDialog({ kind: 'new-table', table: { id: nextTableId(tables), name: nextTableName(tables), seats: 4, area: shownArea, shape: 'square', ...spot } });
  };

  const editing = dialog?.kind === 'table' ? tables.find((t) => t.id === dialog.id) : dialog?.kind === 'new-table' ? dialog.table : undefined;
  const removing = dialog?.kind === 'remove' ? tables.find((t) => t.id === dialog.id) : undefined;

  return (
    <section className="floor plan-editor" aria-labelledby="plan-heading">
      <SectionHead id="plan-heading" title="Table plan" lead="Drag each table to where it stands; tap one to change it. Save when the plan looks right.">
        <Link className="btn btn-ghost floor-touch" to="/admin/floor">
          Back to the floor
        </Link>
        <button type="button" className="btn floor-touch" onClick={() => void save()} disabled={!dirty || saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Save the plan'}
        </button>
      </SectionHead>

      <p className="plan-state" role="status" aria-live="polite">
        {dirty ? 'Unsaved changes' : savedNote ? 'Plan saved' : ''}
      </p>
      {problem && (
        <div className="admin-error plan-problem" role="alert">
          <p>{problem.message}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setProblem(null)}>
            Dismiss
          </button>
        </div>
      )}

      {saved === null && plan.error !== null && (
        <LoadFailed title="The plan could not load" message={errorMessage(plan.error, 'Failed to load the tables')} onRetry={plan.reload} />
      )}
      {saved === null && plan.error === null && (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the plan...
        </p>
      )}

      {saved !== null && (
        <>
          <div className="plan-toolbar">
            {areas.length > 0 && <AreaTabs areas={areas} shown={shownArea} onShow={setArea} count={(a) => tables.filter((t) => t.area === a).length} />}
            <div className="plan-actions">
              <button type="button" className="btn btn-secondary floor-touch" onClick={addTable}>
                Add a table
              </button>
              <button type="button" className="btn btn-ghost floor-touch" onClick={() => setDialog({ kind: 'area', current: null })}>
                Add an area
              </button>
              {shownArea && (
                <button type="button" className="btn btn-ghost floor-touch" onClick={() => setDialog({ kind: 'area', current: shownArea })}>
                  Rename {shownArea}
                </button>
              )}
            </div>
          </div>
          {shownArea ? (
            <PlanCanvas
              area={shownArea}
              tables={inArea}
              selectedId={selected}
              invalidId={problem?.tableId ?? null}
              onPlace={(id, x, y) => update(id, (t) => placed(t, x, y))}
              onNudge={(id, dx, dy) => update(id, (t) => moved(t, dx, dy))}
              onSelect={setSelected}
              onEdit={(id) => setDialog({ kind: 'table', id })}
            />
          ) : (
            <div className="empty-state card">
              <p>No tables yet.</p>
              <p className="admin-sub">Add an area (Ground floor, Terrace), then its tables.</p>
            </div>
          )}
          <p id="plan-canvas-help" className="admin-sub plan-help">
            Drag a table, or select it and use the arrow keys (Shift moves 5 at a time). Tap or press Enter to edit it.
          </p>
        </>
      )}

      {editing && (dialog?.kind === 'table' || dialog?.kind === 'new-table') && (
        <TableDialog
          key={editing.id}
          table={editing}
          isNew={dialog.kind === 'new-table'}
          areas={areas}
          others={tables.filter((t) => t.id !== editing.id)}
          serverError={problem && problem.tableId === editing.id && problem.field ? { field: problem.field, message: problem.message } : null}
          onClose={() => setDialog(null)}
          onRemove={() => setDialog({ kind: 'remove', id: editing.id })}
          onDone={(fields) => {
            if (dialog.kind === 'new-table') change((ts) => [...ts, { ...editing, ...fields }]);
            else update(editing.id, (t) => ({ ...t, ...fields }));
            if (problem?.tableId === editing.id) setProblem(null);
            setSelected(editing.id);
            setArea(fields.area);
            setDialog(null);
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove table ${removing.name}?`}
          message={`Table ${removing.name} leaves the plan when you save it.`}
          confirmLabel="Remove table"
          onConfirm={async () => {
            change((ts) => ts.filter((t) => t.id !== removing.id));
            setSelected(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'area' && (
        <AreaDialog
          current={dialog.current}
          areas={areas}
          onClose={() => setDialog(null)}
          onDone={(name) => {
            const from = dialog.current;
            if (from) {
              setAreas((as) => as.map((a) => (a === from ? name : a)));
              change((ts) => ts.map((t) => (t.area === from ? { ...t, area: name } : t)));
            } else setAreas((as) => [...as, name]);
            setArea(name);
            setDialog(null);
          }}
        />
      )}
      {guard.leaving && (
        <ConfirmDialog
          title="Leave without saving?"
          message="The tables moved or changed since the last save will be lost."
          confirmLabel="Leave"
          cancelLabel="Stay"
          onConfirm={async () => guard.leave()}
          onClose={guard.stay}
        />
      )}
    </section>
  );
}
