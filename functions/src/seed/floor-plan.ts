import type { FloorTable } from '../domain/floor';

/**
 * The plan a new restaurant starts with (and the local stack and tests): the ground floor's eight tables, twos by the
 * door, fours in the middle and the long sixes along the back wall, and the terrace's four.
 */
export const SEED_FLOOR_PLAN: FloorTable[] = [
  { id: 'T1', name: '1', seats: 2, area: 'Ground floor', x: 6, y: 12, shape: 'square' },
  { id: 'T2', name: '2', seats: 2, area: 'Ground floor', x: 30, y: 12, shape: 'square' },
  { id: 'T3', name: '3', seats: 4, area: 'Ground floor', x: 56, y: 12, shape: 'square' },
  { id: 'T4', name: '4', seats: 4, area: 'Ground floor', x: 82, y: 12, shape: 'square' },
  { id: 'T5', name: '5', seats: 4, area: 'Ground floor', x: 10, y: 55, shape: 'round' },
  { id: 'T6', name: '6', seats: 4, area: 'Ground floor', x: 40, y: 55, shape: 'round' },
  { id: 'T7', name: '7', seats: 6, area: 'Ground floor', x: 85, y: 50, shape: 'long' },
  { id: 'T8', name: '8', seats: 6, area: 'Ground floor', x: 85, y: 92, shape: 'long' },
  { id: 'T9', name: '9', seats: 2, area: 'Terrace', x: 12, y: 20, shape: 'round' },
  { id: 'T10', name: '10', seats: 4, area: 'Terrace', x: 50, y: 20, shape: 'round' },
  { id: 'T11', name: '11', seats: 4, area: 'Terrace', x: 88, y: 20, shape: 'round' },
  { id: 'T12', name: '12', seats: 6, area: 'Terrace', x: 50, y: 80, shape: 'long' },
];
