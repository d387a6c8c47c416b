// The queries the server's code makes, read from its source (not from what tests ran): every DocStore call
// `.query(collection, { where, orderBy })`, `.count(collection, where)`, `.sum(collection, field, where)` and
// `.sumAndCount(...)` in functions/src, with its collection, filters and order worked out from the code itself:
// literals, constants (domain/collections.ts and the file's own), objects and arrays with spreads, both arms of a
// `?:`, and helpers that return filters (`prefixRange('phone', digits)`, `ordersOfDay(date, tz)`). A query built
// step by step at run time (a `where` pushed to in a loop) can't be read here: it is listed as unread, and the
// query census (npm test, firestore.query-shapes.json) covers it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { ROOT } from './lib.mjs';

const ts = createRequire(join(ROOT, 'package.json'))('typescript');

const UNKNOWN = Symbol('unknown');
const MAX_VARIANTS = 32;
const DOCSTORE_CALLS = new Set(['query', 'count', 'sum', 'sumAndCount']);

const filesUnder = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

/** The functions/src files whose queries run in production: not tests, the stores themselves or the test helpers. */
function sourceFiles(root) {
  const src = join(root, 'functions', 'src');
  return filesUnder(src).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !/\.test\.ts$/.test(f) && !/\/(adapters|testing)\//.test(f));
}

const strip = (node) => {
  while (
    node &&
    (ts.isAsExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression?.(node) ||
      ts.isTypeAssertionExpression(node))
  ) {
    node = node.expression;
  }
  return node;
};

/** The expression a function returns: its body when an arrow's, else its last top-level return. */
function returned(fn) {
  if (!fn.body) return null;
  if (!ts.isBlock(fn.body)) return fn.body;
  const ret = [...fn.body.statements].reverse().find((s) => ts.isReturnStatement(s));
  return ret?.expression ?? null;
}

/**
 * What a name stands for where it is used: the nearest enclosing declaration of it, walking out block by block.
 * A parameter, a destructured or `let` variable is a value known only at run time: UNKNOWN.
 */
function lookup(name, from) {
  for (let node = from; node; node = node.parent) {
    if (ts.isFunctionLike(node) && node.parameters?.some((p) => ts.isIdentifier(p.name) && p.name.text === name)) return UNKNOWN;
    const statements = ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node) ? node.statements : null;
    for (const statement of statements ?? []) {
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (ts.isIdentifier(d.name) && d.name.text === name)
            return statement.declarationList.flags & ts.NodeFlags.Const && d.initializer ? d.initializer : UNKNOWN;
          if (!ts.isIdentifier(d.name) && d.name.getText().match(new RegExp(`\\b${name}\\b`))) return UNKNOWN;
        }
      }
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    }
  }
  return null;
}

/** Every `const NAME = ...` and function in a file, by name (the innermost shadowing is not modelled: names are distinct enough here). */
function declarations(source) {
  const consts = new Map();
  const functions = new Map();
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = strip(node.initializer);
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) functions.set(node.name.text, init);
      else if (!consts.has(node.name.text)) consts.set(node.name.text, node.initializer);
    }
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { consts, functions };
}

const cross = (lists) => lists.reduce((acc, list) => acc.flatMap((a) => list.map((v) => [...a, v])).slice(0, MAX_VARIANTS), [[]]);

/** The values an expression may take, as far as the code says: a list of variants, UNKNOWN where it can't tell. */
function evaluate(node, scope, depth = 0) {
  node = strip(node);
  if (!node || depth > 12) return [UNKNOWN];
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isNumericLiteral(node)) return [Number(node.text)];
  if (node.kind === ts.SyntaxKind.TrueKeyword) return [true];
  if (node.kind === ts.SyntaxKind.FalseKeyword) return [false];
  if (ts.isConditionalExpression(node)) {
    // The same condition decides the same way throughout one query (`since ? ... : ...` twice).
    const assumed = scope.assume.get(node.condition.getText());
    if (assumed !== undefined) return evaluate(assumed ? node.whenTrue : node.whenFalse, scope, depth + 1);
    return [...evaluate(node.whenTrue, scope, depth + 1), ...evaluate(node.whenFalse, scope, depth + 1)].slice(0, MAX_VARIANTS);
  }
  if (ts.isIdentifier(node)) {
    const name = node.text;
    if (scope.params.has(name)) return scope.params.get(name);
    const found = lookup(name, node);
    if (found === UNKNOWN) return [UNKNOWN];
    if (found && !ts.isFunctionDeclaration(found)) return evaluate(found, scope, depth + 1);
    if (scope.collections.has(name)) return [scope.collections.get(name)];
    return [UNKNOWN];
  }
  if (ts.isPropertyAccessExpression(node)) {
    return evaluate(node.expression, scope, depth + 1).map((v) =>
      v && typeof v === 'object' && !Array.isArray(v) && node.name.text in v ? v[node.name.text] : UNKNOWN,
    );
  }
  if (ts.isArrayLiteralExpression(node)) {
    const parts = node.elements.map((e) =>
      ts.isSpreadElement(e)
        ? evaluate(e.expression, scope, depth + 1).map((v) => (Array.isArray(v) ? v : UNKNOWN))
        : evaluate(e, scope, depth + 1).map((v) => [v]),
    );
    return cross(parts).map((chunks) => (chunks.some((c) => c === UNKNOWN) ? UNKNOWN : chunks.flat()));
  }
  if (ts.isObjectLiteralExpression(node)) {
    const parts = node.properties.map((p) => {
      if (ts.isSpreadAssignment(p)) return evaluate(p.expression, scope, depth + 1).map((v) => (v && typeof v === 'object' ? v : {}));
      if (ts.isShorthandPropertyAssignment(p)) return evaluate(p.name, scope, depth + 1).map((v) => ({ [p.name.text]: v }));
      if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteralLike(p.name))) {
        return evaluate(p.initializer, scope, depth + 1).map((v) => ({ [p.name.text]: v }));
      }
      return [{}];
    });
    return cross(parts).map((chunks) => Object.assign({}, ...chunks));
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(strip(node.expression))) {
    const name = strip(node.expression).text;
    const near = lookup(name, node);
    const fn =
      near && near !== UNKNOWN && (ts.isFunctionDeclaration(near) || ts.isArrowFunction(strip(near)) || ts.isFunctionExpression(strip(near)))
        ? ts.isFunctionDeclaration(near)
          ? near
          : strip(near)
        : scope.functions.get(name);
    const body = fn && returned(fn);
    if (!body) return [UNKNOWN];
    const params = new Map();
    fn.parameters.forEach((p, i) => {
      if (ts.isIdentifier(p.name)) params.set(p.name.text, node.arguments[i] ? evaluate(node.arguments[i], scope, depth + 1).slice(0, 4) : [UNKNOWN]);
    });
    return evaluate(body, { ...scope, params }, depth + 1);
  }
  return [UNKNOWN];
}

/** Filters and orders as the store reads them, or the reason they can't be read. */
function filtersOf(value) {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const filters = value.map((f) =>
    f && typeof f === 'object' && typeof f.field === 'string' && typeof f.op === 'string' ? { field: f.field, op: f.op } : null,
  );
  return filters.includes(null) ? null : filters;
}
function ordersOf(value) {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const orders = value.map((o) =>
    o && typeof o === 'object' && typeof o.field === 'string' && (o.direction === undefined || typeof o.direction === 'string')
      ? { field: o.field, ...(o.direction ? { direction: o.direction } : {}) }
      : null,
  );
  return orders.includes(null) ? null : orders;
}

const CHAIN_STEPS = new Set(['where', 'orderBy', 'limit', 'limitToLast', 'startAfter', 'startAt', 'endBefore', 'endAt', 'select', 'offset']);
const chainStep = (node) => ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && CHAIN_STEPS.has(node.expression.name.text);

/**
 * A query written with the Firestore SDK itself, `db.collection(C).where(f, op, v).orderBy(f, 'desc')`, read at the
 * last step of its chain: the collection, filters and order, or why they can't be read.
 */
function sdkChain(node, scope) {
  if (!chainStep(node) || (ts.isPropertyAccessExpression(node.parent) && chainStep(node.parent.parent))) return null;
  const where = [];
  const orderBy = [];
  let step = node;
  while (chainStep(step)) {
    const name = step.expression.name.text;
    const [a, b] = step.arguments.map((arg) => evaluate(arg, scope));
    if (name === 'where') {
      if (typeof a?.[0] !== 'string' || typeof b?.[0] !== 'string') return { unread: 'its filters or order' };
      where.unshift({ field: a[0], op: b[0] });
    }
    if (name === 'orderBy') {
      if (typeof a?.[0] !== 'string' || (b && typeof b[0] !== 'string')) return { unread: 'its filters or order' };
      orderBy.unshift({ field: a[0], ...(b ? { direction: b[0] } : {}) });
    }
    step = step.expression.expression;
  }
  if (!where.length && !orderBy.length) return null;
  const from =
    ts.isCallExpression(step) && ts.isPropertyAccessExpression(step.expression) && step.expression.name.text === 'collection' ? step.arguments[0] : null;
  const collection = from ? evaluate(from, scope)[0] : UNKNOWN;
  if (typeof collection !== 'string') return { unread: 'its collection' };
  return { query: { collection, where, orderBy } };
}

/** The collections' names, from functions/src/domain/collections.ts. */
function collectionNames(root) {
  const file = join(root, 'functions', 'src', 'domain', 'collections.ts');
  const names = new Map();
  if (!existsSync(file)) return names;
  for (const m of readFileSync(file, 'utf8').matchAll(/export const ([A-Z][A-Z0-9_]*)\s*=\s*'([^']+)'/g)) names.set(m[1], m[2]);
  return names;
}

/**
 * Every DocStore query in the server's code: `read` holds each variant found, as { collection, where, orderBy, sum }
 * in the store's own terms (filters {field, op}, orders {field, direction}), with where it is; `unread` what could not be worked out.
 */
export function scanQueries(root = ROOT) {
  const collections = collectionNames(root);
  const read = [];
  const unread = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    if (!/\.(query|count|sum|sumAndCount|where|orderBy)\s*[<(]/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const { consts, functions } = declarations(source);
    const fileScope = { consts, functions, collections, params: new Map(), assume: new Map() };
    const scope = fileScope;
    const visit = (node) => {
      const sdk = sdkChain(node, scope);
      if (sdk) {
        const at = `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        if (sdk.unread) unread.push({ at, method: 'where/orderBy', why: sdk.unread });
        else read.push({ at, ...sdk.query });
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && DOCSTORE_CALLS.has(node.expression.name.text)) {
        const method = node.expression.name.text;
        const at = `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const [collectionArg, second, third] = node.arguments;
        const names = collectionArg ? evaluate(collectionArg, scope) : [];
        // A DocStore call names its collection first; anything else with a .count() is not one.
        if (
          names.length &&
          names.every((n) => typeof n === 'string' || n === UNKNOWN) &&
          (names.some((n) => typeof n === 'string') || /store|tx|outbox|reader/i.test(node.expression.expression.getText(source)))
        ) {
          const conditions = [];
          const collect = (n) => {
            if (ts.isConditionalExpression(n) && !conditions.includes(n.condition.getText())) conditions.push(n.condition.getText());
            ts.forEachChild(n, collect);
          };
          node.arguments.forEach(collect);
          const assumptions = cross(conditions.slice(0, 4).map(() => [true, false])).map(
            (values) => new Map(conditions.slice(0, 4).map((c, i) => [c, values[i]])),
          );
          for (const assume of assumptions) {
            const scope = { ...fileScope, assume };
            const sumFields = method === 'sum' || method === 'sumAndCount' ? (second ? evaluate(second, scope) : [UNKNOWN]) : [undefined];
            const whereArg = method === 'count' ? second : method === 'query' ? undefined : third;
            const queries =
              method === 'query' ? (second ? evaluate(second, scope) : [{}]) : (whereArg ? evaluate(whereArg, scope) : [undefined]).map((w) => ({ where: w }));
            for (const collection of names) {
              for (const sum of sumFields) {
                for (const q of queries) {
                  const where = q && typeof q === 'object' ? filtersOf(q.where) : null;
                  const orderBy = q && typeof q === 'object' ? ordersOf(q.orderBy) : null;
                  if (typeof collection !== 'string' || where === null || orderBy === null || sum === UNKNOWN) {
                    unread.push({
                      at,
                      method,
                      why: typeof collection !== 'string' ? 'its collection' : sum === UNKNOWN ? 'the field it sums' : 'its filters or order',
                    });
                  } else {
                    read.push({ at, collection, where, orderBy, ...(sum ? { sum } : {}) });
                  }
                }
              }
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const seen = new Set();
  const unique = (list, key) => list.filter((x) => (seen.has(key(x)) ? false : seen.add(key(x))));
  return { read: unique(read, (q) => JSON.stringify(q)), unread: unique(unread, (u) => `${u.at} ${u.why}`) };
}
