#!/usr/bin/env node
// The query census: every query shape the server makes, kept in firestore.query-shapes.json,
// and the index each one uses in firestore.indexes.json. Test runs record the shapes the
// embedded store answers (THALI_QUERY_LOG); this script compares and checks them.
//   node scripts/query-census.mjs check <dir>   fail when a recorded shape is not in the file
//   node scripts/query-census.mjs write <dir>   add the recorded shapes to the file
//   node scripts/query-census.mjs indexes       fail when a listed shape lacks its index; print the index each uses
// Needs functions/lib (npm run build -w functions).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

export const SHAPES_FILE = join(ROOT, 'firestore.query-shapes.json');
export const INDEXES_FILE = join(ROOT, 'firestore.indexes.json');

const require = createRequire(import.meta.url);
const rules = () => require(join(ROOT, 'functions', 'lib', 'adapters', 'firestore-rules.js'));

export function listedShapes(file = SHAPES_FILE) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).shapes : [];
}

function recordedShapes(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    );
}

function unique(shapes) {
  const { shapeKey } = rules();
  const byKey = new Map(shapes.map((s) => [shapeKey(s), s]));
  return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, s]) => s);
}

const describe = (s) =>
  `${s.collection}: ${[s.where.length ? `where ${s.where.join(', ')}` : '', s.orderBy.length ? `order by ${s.orderBy.join(', ')}` : '', s.sum ? `sum ${s.sum}` : ''].filter(Boolean).join('; ') || 'all'}`;

/** Every listed shape against the index file: the problems found, and a line per shape naming the index it uses. */
export function checkIndexes(shapes = listedShapes(), indexesFile = INDEXES_FILE) {
  const { assertIndexed, indexNeeded, queryOfShape, readIndexConfig } = rules();
  const config = readIndexConfig(indexesFile);
  const problems = [];
  const lines = [];
  for (const shape of shapes) {
    const query = queryOfShape(shape);
    try {
      assertIndexed(config, shape.collection, query, shape.sum);
      const need = indexNeeded(query, shape.sum);
      const uses =
        need.kind === 'none'
          ? need.fields.length
            ? `single-field indexes on ${need.fields.join(', ')}`
            : 'no index (whole collection)'
          : need.kind === 'single'
            ? `the single-field index on ${need.field}`
            : `composite (${[...need.equality.map((f) => `${f} ==`), ...need.ordered.map((o) => `${o.field} ${o.direction}`)].join(', ')})`;
      lines.push(`${describe(shape)} -> ${uses}`);
    } catch (e) {
      problems.push(`${describe(shape)}\n${e.message}`);
    }
  }
  return { problems, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'indexes') {
    const { problems, lines } = checkIndexes();
    if (process.argv.includes('--list')) for (const l of lines) console.log(l);
    if (problems.length) {
      console.error(`${problems.length} query shape(s) in firestore.query-shapes.json lack their index in firestore.indexes.json:\n\n${problems.join('\n\n')}`);
      process.exit(1);
    }
    console.log(`query census: ${lines.length} query shapes, each served by firestore.indexes.json`);
  } else if ((command === 'check' || command === 'write') && dir) {
    const { shapeKey } = rules();
    const listed = listedShapes();
    const listedKeys = new Set(listed.map(shapeKey));
    const recorded = unique(recordedShapes(dir));
    const recordedKeys = new Set(recorded.map(shapeKey));
    const unlisted = recorded.filter((s) => !listedKeys.has(shapeKey(s)));
    const unseen = listed.filter((s) => !recordedKeys.has(shapeKey(s)));
    if (command === 'write') {
      writeFileSync(SHAPES_FILE, `${JSON.stringify({ shapes: unique([...listed, ...recorded]) }, null, 2)}\n`);
      console.log(`query census: ${unlisted.length} shape(s) added to firestore.query-shapes.json`);
    } else if (unlisted.length) {
      console.error(
        `query census: ${unlisted.length} query shape(s) ran in the tests but are not in firestore.query-shapes.json, so deploy:check cannot test their index:\n` +
          unlisted.map((s) => `  - ${describe(s)}`).join('\n') +
          `\nAdd them with: node scripts/query-census.mjs write ${dir}`,
      );
      process.exit(1);
    } else {
      console.log(`query census: the tests ran ${recorded.length} query shapes, all listed in firestore.query-shapes.json`);
    }
    if (unseen.length)
      console.log(`query census: ${unseen.length} listed shape(s) did not run in these tests:\n${unseen.map((s) => `  - ${describe(s)}`).join('\n')}`);
  } else {
    console.error('usage: node scripts/query-census.mjs check <dir> | write <dir> | indexes [--list]');
    process.exit(2);
  }
}
