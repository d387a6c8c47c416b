import { TABLE_SHAPES, TableInput, gridPlace, PLAN_LIMITS } from '@domain/tables';
import type { FloorTable } from '@domain/floor';
import { sameName } from '@domain/names';
import { ApiError } from '@/lib/api-client';

export { PLAN_LIMITS, TABLE_SHAPES };
export type TableShape = FloorTable['shape'];
export const SHAPE_LABEL: Record<TableShape, string> = { square: 'Square', round: 'Round', long: 'Long' };

/** The fields of the table form, as typed. */
export interface TableFields {
  name: string;
  seats: string;
  shape: TableShape;
  area: string;
}
export type TableField = keyof TableFields;
export type TableErrors = Partial<Record<TableField, string>>;

/** What the server is sent: the stored fields only, in the plan's order. */
export const planBody = (tables: FloorTable[]): FloorTable[] =>
  tables.map(({ id, name, seats, area, x, y, shape }) => ({ id, name, seats, area, x, y, shape }));

/** Whether the plan differs from the one last saved. */
export const samePlan = (a: FloorTable[], b: FloorTable[]) => JSON.stringify(planBody(a)) === JSON.stringify(planBody(b));

/** A new table's id: T and the next number no table uses. */
export function nextTableId(tables: FloorTable[]): string {
  const used = new Set(tables.map((t) => t.id.toLowerCase()));
  let n = tables.length + 1;
  while (used.has(`t${n}`)) n += 1;
  return `T${n}`;
}

/** A new table's name: the next number after the highest numbered table. */
export function nextTableName(tables: FloorTable[]): string {
  const numbers = tables.map((t) => Number(t.name)).filter((n) => Number.isInteger(n) && n > 0);
  let n = numbers.length ? Math.max(...numbers) + 1 : tables.length + 1;
  while (tables.some((t) => sameName(t.name, String(n)))) n += 1;
  return String(n);
}

/** The first grid place of an area that no table stands on (or near), for a new table. */
export function freeSpot(tablesInArea: FloorTable[]): { x: number; y: number } {
  for (let n = 0; n < 40; n += 1) {
    const spot = gridPlace(n);
    if (!tablesInArea.some((t) => Math.abs(t.x - spot.x) < 10 && Math.abs(t.y - spot.y) < 12)) return spot;
  }
  return { x: 50, y: 50 };
}

const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)));

/** A table moved by whole percents of its canvas, kept inside it. */
export const moved = (t: FloorTable, dx: number, dy: number): FloorTable => ({ ...t, x: clamp(t.x + dx), y: clamp(t.y + dy) });
/** A table put at a place on its canvas, kept inside it. */
export const placed = (t: FloorTable, x: number, y: number): FloorTable => ({ ...t, x: clamp(x), y: clamp(y) });

/**
 * What is wrong with a table's fields, by field: the server's own rules (domain/tables.ts), and a name no other table
 * of the plan has. Empty when it may be kept.
 */
export function tableProblems(fields: TableFields, others: FloorTable[]): TableErrors {
  const seats = /^\d+$/.test(fields.seats.trim()) ? Number(fields.seats) : Number.NaN;
  const result = TableInput.safeParse({ id: 'T0', name: fields.name, seats, area: fields.area, shape: fields.shape });
  const errors: TableErrors = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as TableField;
      if (field in fields) errors[field] ??= issue.message;
    }
  if (!errors.name && others.some((o) => sameName(o.name, fields.name)))
    errors.name = `Two tables are named "${fields.name.trim()}": each table needs its own name`;
  return errors;
}

/** What is wrong with an area's name: required, at most 40 characters, not the name of another area. */
export function areaProblem(name: string, areas: string[], current: string | null = null): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Area is required';
  if (trimmed.length > PLAN_LIMITS.areaMax) return `Area must be at most ${PLAN_LIMITS.areaMax} characters`;
  if (areas.some((a) => a !== current && sameName(a, trimmed))) return `There is already an area named "${trimmed}"`;
  return null;
}

/** The server's refusal of a save, and the table and field it names (its issue path is tables.N.field). */
export interface SaveProblem {
  message: string;
  tableId: string | null;
  field: TableField | null;
}
export function saveProblem(e: ApiError, sent: FloorTable[]): SaveProblem {
  const data = e.body?.data as { issues?: Array<{ path: string }>; tableId?: string } | undefined;
  const path = data?.issues?.[0]?.path.split('.') ?? [];
  const index = path[0] === 'tables' && path[1] !== undefined ? Number(path[1]) : Number.NaN;
  const field = path[2] && ['name', 'seats', 'shape', 'area'].includes(path[2]) ? (path[2] as TableField) : null;
  const tableId = Number.isInteger(index) ? (sent[index]?.id ?? null) : (data?.tableId ?? null);
  return { message: e.body?.message ?? e.message, tableId, field };
}
