import { useId, useState, type FormEvent } from 'react';
import type { PlanTable } from '@/api/floor-plan';
import { Modal } from '../../shell/Modal';
import { PLAN_LIMITS, SHAPE_LABEL, TABLE_SHAPES, areaProblem, tableProblems, type TableErrors, type TableField, type TableFields } from './plan-draft';

interface TableDialogProps {
  /** The table as it stands, or a new one's proposed fields. */
  table: PlanTable;
  isNew: boolean;
  areas: string[];
  /** Every other table of the plan: a name is the plan's once. */
  others: PlanTable[];
  /** The server's message for one field of this table, shown by it. */
  serverError?: { field: TableField; message: string } | null;
  onDone: (fields: { name: string; seats: number; shape: PlanTable['shape']; area: string }) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** A table's name, seats, shape and area; Done keeps them in the plan (Save sends it), Remove asks first. */
export function TableDialog({ table, isNew, areas, others, serverError, onDone, onRemove, onClose }: TableDialogProps) {
  const id = useId();
  const [fields, setFields] = useState<TableFields>({ name: table.name, seats: String(table.seats), shape: table.shape, area: table.area });
  const [errors, setErrors] = useState<TableErrors>(serverError ? { [serverError.field]: serverError.message } : {});
  const seated = table.status !== undefined && table.status !== 'free' && table.status !== 'reserved';
  const set = <K extends TableField>(k: K, v: TableFields[K]) => {
    setFields((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = tableProblems(fields, others);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onDone({ name: fields.name.trim(), seats: Number(fields.seats), shape: fields.shape, area: fields.area });
  };
  const described = (k: TableField) => (errors[k] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${k}-error` } : {});
  const error = (k: TableField) =>
    errors[k] && (
      <span className="error" id={`${id}-${k}-error`}>
        {errors[k]}
      </span>
    );

  return (
    <Modal title={isNew ? 'Add a table' : `Table ${table.name}`} onClose={onClose} size="sm">
      <form className="floor-form plan-form" onSubmit={submit} noValidate aria-label={isNew ? 'New table' : `Edit table ${table.name}`}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={fields.name}
            maxLength={PLAN_LIMITS.nameMax + 10}
            autoComplete="off"
            data-autofocus
            onChange={(e) => set('name', e.target.value)}
            {...described('name')}
          />
          {error('name')}
        </div>
        <div className="admin-form-row">
          <div className="field">
            <label htmlFor={`${id}-seats`}>Seats</label>
            <input
              id={`${id}-seats`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={fields.seats}
              onChange={(e) => set('seats', e.target.value.replace(/[^\d]/g, ''))}
              {...described('seats')}
            />
            {error('seats')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-shape`}>Shape</label>
            <select id={`${id}-shape`} value={fields.shape} onChange={(e) => set('shape', e.target.value as PlanTable['shape'])} {...described('shape')}>
              {TABLE_SHAPES.map((s) => (
                <option key={s} value={s}>
                  {SHAPE_LABEL[s]}
                </option>
              ))}
            </select>
            {error('shape')}
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-area`}>Area</label>
          <select id={`${id}-area`} value={fields.area} disabled={seated} onChange={(e) => set('area', e.target.value)} {...described('area')}>
            {areas.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
          {seated && <span className="hint">A party is seated here: the table stays in {table.area} until its bill is cleared.</span>}
          {error('area')}
        </div>
        <div className="admin-modal-actions plan-form-actions">
          {!isNew && (
            <button type="button" className="btn btn-danger plan-remove" onClick={onRemove} disabled={seated}>
              Remove table
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn">
            {isNew ? 'Add table' : 'Done'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface AreaDialogProps {
  /** The area renamed, or null for a new one. */
  current: string | null;
  areas: string[];
  onDone: (name: string) => void;
  onClose: () => void;
}

/** A new area (its own canvas), or an area renamed with every table in it. */
export function AreaDialog({ current, areas, onDone, onClose }: AreaDialogProps) {
  const id = useId();
  const [name, setName] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = areaProblem(name, areas, current);
    setProblem(p);
    if (!p) onDone(name.trim());
  };
  return (
    <Modal title={current ? `Rename ${current}` : 'Add an area'} onClose={onClose} size="sm">
      <form className="floor-form plan-form" onSubmit={submit} noValidate aria-label={current ? 'Rename the area' : 'New area'}>
        <div className="field">
          <label htmlFor={`${id}-area`}>Area name</label>
          <input
            id={`${id}-area`}
            value={name}
            autoComplete="off"
            data-autofocus
            placeholder="Terrace"
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-area-error` : undefined}
          />
          {problem && (
            <span className="error" id={`${id}-area-error`}>
              {problem}
            </span>
          )}
        </div>
        <div className="admin-modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn">
            {current ? 'Rename' : 'Add area'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
