import type { FloorTable } from '../domain/floor';

/**
 * The plan a new restaurant starts with (and the local stack and tests): the ground floor's eight tables, twos by the
 * door, fours in the middle and the long sixes along the back wall, and the terrace's four.
 */
export const SEED_FLOOR_PLAN: FloorTable[] = [
  { id: 'T1', name: '1', seats: 2, area: 'Ground floor', x: 12, y: 15, shape: 'square' },
  { id: 'T2', name: '2', seats: 2, area: 'Ground floor', x: 32, y: 15, shape: 'square' },
  { id: 'T3', name: '3', seats: 4, area: 'Ground floor', x: 55, y: 15, shape: 'square' },
  { id: 'T4', name: '4', seats: 4, area: 'Ground floor', x: 80, y: 15, shape: 'square' },
  { id: 'T5', name: '5', seats: 4, area: 'Ground floor', x: 15, y: 50, shape: 'round' },
  { id: 'T6', name: '6', seats: 4, area: 'Ground floor', x: 40, y: 50, shape: 'round' },
  { id: 'T7', name: '7', seats: 6, area: 'Ground floor', x: 72, y: 50, shape: 'long' },
  { id: 'T8', name: '8', seats: 6, area: 'Ground floor', x: 72, y: 82, shape: 'long' },
  { id: 'T9', name: '9', seats: 2, area: 'Terrace', x: 18, y: 25, shape: 'round' },
  { id: 'T10', name: '10', seats: 4, area: 'Terrace', x: 50, y: 25, shape: 'round' },
  { id: 'T11', name: '11', seats: 4, area: 'Terrace', x: 82, y: 25, shape: 'round' },
  { id: 'T12', name: '12', seats: 6, area: 'Terrace', x: 50, y: 70, shape: 'long' },
];
