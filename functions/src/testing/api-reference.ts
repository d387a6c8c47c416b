import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { z } from 'zod';
import { PERMISSIONS, permissionFor } from '../domain/staff-roles';

/**
 * The API reference (docs/api/openapi.json), generated from the code itself: the routes are read from
 * app.ts and the routers' sources, each route's input from the zod schema its handler parses
 * (`parse(Schema, req.body)`, `req.query`, `req.params.id`), its summary from the comment above it,
 * and who may call it from the permission map the server enforces. api-reference.test.ts checks the
 * routes against the app's own route table and the committed file against what this generates.
 */

const SRC = resolve(__dirname, '..');

export interface SchemaRef {
  file: string;
  name: string;
}

export interface SourceRoute {
  method: string;
  /** Express's form: /api/orders/:id. */
  path: string;
  file: string;
  summary: string | null;
  body: SchemaRef | null;
  query: SchemaRef | null;
  params: Record<string, SchemaRef>;
  /** A path written in a loop, /{kind}.csv in `for (const kind of CSV_KINDS)`: the list it takes each value from. */
  loop?: { variable: string; values: SchemaRef };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function sourceFile(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** What each imported name refers to: its file, resolved from the import's relative path. */
function importsOf(sf: ts.SourceFile): Map<string, string> {
  const found = new Map<string, string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    if (!spec.startsWith('.')) continue;
    const file = `${resolve(dirname(sf.fileName), spec)}.ts`;
    const named = statement.importClause?.namedBindings;
    if (named && ts.isNamedImports(named)) for (const el of named.elements) found.set(el.name.text, file);
  }
  return found;
}

/** The comment written just above a statement, as one line of plain words. */
function summaryOf(node: ts.Node, sf: ts.SourceFile): string | null {
  const ranges = ts.getLeadingCommentRanges(sf.text, node.getFullStart()) ?? [];
  // The last comment block only: one written above an earlier statement belongs to it.
  let first = ranges.length - 1;
  while (
    first > 0 &&
    ranges[first]!.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
    ranges[first - 1]!.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
    !sf.text.slice(ranges[first - 1]!.end, ranges[first]!.pos).includes('\n\n')
  )
    first -= 1;
  const text = ranges
    .slice(Math.max(first, 0))
    .map((r) => sf.text.slice(r.pos, r.end))
    .join('\n')
    .replace(/^\s*\/\*\*?|\*\/\s*$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\/|\*)\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
  return text || null;
}

/** The routes a router factory declares: r.get('/path', ..., handler) anywhere inside it. */
function routesOfFactory(file: string, factory: string, prefix: string): SourceRoute[] {
  const sf = sourceFile(file);
  const imports = importsOf(sf);
  const localSchema = (name: string): SchemaRef => ({ file: imports.get(name) ?? file, name });
  const fn = sf.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === factory);
  if (!fn?.body) throw new Error(`${factory} is not a function declared in ${file}`);
  const routes: SourceRoute[] = [];
  const visit = (node: ts.Node) => {
    // A router mounted inside this one: r.use(staffInvitesRouter(deps)) or r.use('/x', xRouter(deps)).
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'use') {
      const args = node.arguments;
      const inner = args[args.length - 1];
      const mount = args.length === 2 && ts.isStringLiteralLike(args[0]!) ? args[0].text : '';
      if (
        inner &&
        ts.isCallExpression(inner) &&
        ts.isIdentifier(inner.expression) &&
        imports.has(inner.expression.text) &&
        /Router$/.test(inner.expression.text)
      ) {
        routes.push(...routesOfFactory(imports.get(inner.expression.text)!, inner.expression.text, prefix + mount));
        return;
      }
    }
    if (
      ts.isExpressionStatement(node) &&
      ts.isCallExpression(node.expression) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      METHODS.has(node.expression.expression.name.text) &&
      node.expression.arguments[0] &&
      (ts.isStringLiteralLike(node.expression.arguments[0]) || ts.isTemplateExpression(node.expression.arguments[0]))
    ) {
      const call = node.expression;
      const route: SourceRoute = {
        method: (call.expression as ts.PropertyAccessExpression).name.text.toUpperCase(),
        path: joinPath(prefix, pathText(call.arguments[0]!, sf)),
        file,
        summary: summaryOf(node, sf),
        body: null,
        query: null,
        params: {},
      };
      const template = call.arguments[0]!;
      if (ts.isTemplateExpression(template)) {
        for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
          if (ts.isForOfStatement(up) && ts.isVariableDeclarationList(up.initializer) && ts.isIdentifier(up.expression)) {
            const variable = up.initializer.declarations[0]?.name.getText(sf);
            if (variable) route.loop = { variable, values: localSchema(up.expression.text) };
            break;
          }
        }
      }
      const findParses = (inner: ts.Node) => {
        if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) && inner.expression.text === 'parse' && inner.arguments.length === 2) {
          const [schema, source] = inner.arguments as unknown as [ts.Expression, ts.Expression];
          if (ts.isIdentifier(schema)) {
            const from = source.getText(sf);
            const param = /^req\.params\.(\w+)$/.exec(from);
            if (from.startsWith('req.body')) route.body = localSchema(schema.text);
            else if (from.startsWith('req.query')) route.query = localSchema(schema.text);
            else if (param) route.params[param[1]!] = localSchema(schema.text);
          }
        }
        ts.forEachChild(inner, findParses);
      };
      call.arguments.slice(1).forEach(findParses);
      routes.push(route);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  return routes;
}

/** A route's path; `/${kind}.csv` inside `for (const kind of CSV_KINDS)` reads as /{kind}.csv, expanded later. */
function pathText(arg: ts.Expression, sf: ts.SourceFile): string {
  if (ts.isStringLiteralLike(arg)) return arg.text;
  return arg
    .getText(sf)
    .slice(1, -1)
    .replace(/\$\{(\w+)\}/g, '{$1}');
}

function joinPath(prefix: string, path: string): string {
  const joined = `${prefix}${path === '/' ? '' : path}`;
  return joined === '' ? '/' : joined;
}

/** Every route app.ts mounts (api.use('/orders', ordersRouter(deps)), app.use(pagesRouter(...))), read from the sources. */
export async function sourceRoutes(): Promise<SourceRoute[]> {
  const found: SourceRoute[] = [];
  for (const route of routesInSources()) {
    if (!route.loop) {
      found.push(route);
      continue;
    }
    const values = ((await import(route.loop.values.file)) as Record<string, unknown>)[route.loop.values.name];
    if (!Array.isArray(values)) throw new Error(`${route.loop.values.name} in ${route.loop.values.file} is not a list`);
    for (const value of values) found.push({ ...route, path: route.path.replace(`{${route.loop.variable}}`, String(value)), loop: undefined });
  }
  // A path declared twice (a handler that passes to the next with next()) is one operation: the first one's words.
  const seen = new Set<string>();
  return found.filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

function routesInSources(): SourceRoute[] {
  const appFile = join(SRC, 'app.ts');
  const sf = sourceFile(appFile);
  const imports = importsOf(sf);
  const routes: SourceRoute[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'use') {
      const owner = node.expression.expression.getText(sf);
      const args = node.arguments;
      const mount = args.length === 2 && ts.isStringLiteralLike(args[0]!) ? args[0].text : args.length === 1 ? '' : null;
      const factoryCall = args[args.length - 1];
      if (
        mount !== null &&
        (owner === 'api' || owner === 'app') &&
        factoryCall &&
        ts.isCallExpression(factoryCall) &&
        ts.isIdentifier(factoryCall.expression)
      ) {
        const factory = factoryCall.expression.text;
        const file = imports.get(factory);
        if (file) routes.push(...routesOfFactory(file, factory, `${owner === 'api' ? '/api' : ''}${mount}`));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return routes;
}

/** /api/orders/:id → /api/orders/{id}; /api/media/*key → /api/media/{key}. */
export const openApiPath = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');

async function schemaOf(ref: SchemaRef): Promise<z.ZodType> {
  const mod = (await import(ref.file)) as Record<string, unknown>;
  const schema = mod[ref.name];
  if (!(schema instanceof z.ZodType)) throw new Error(`${ref.name} in ${ref.file} is not an exported zod schema: export it so the API reference can show it`);
  return schema;
}

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

const tagOf = (path: string) => (path.startsWith('/api/') ? (path.split('/')[2] ?? 'api') : 'pages');

/** The OpenAPI 3 document of the given routes (the ones the app serves when deployed, plus the local-only ones marked). */
export async function openApi(routes: SourceRoute[], localOnly: Set<string>): Promise<Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const key = `${route.method} ${route.path}`;
    const permission = permissionFor(route.method, route.path, {});
    const who = permission
      ? `Back office: ${PERMISSIONS[permission].roles.join(', ')} (${PERMISSIONS[permission].what}).`
      : 'Public or a signed-in guest; the security tests list which.';
    const parameters: Record<string, unknown>[] = [];
    for (const name of [...route.path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!)) {
      const ref = route.params[name];
      parameters.push({ name, in: 'path', required: true, schema: ref ? jsonSchema(await schemaOf(ref)) : { type: 'string' } });
    }
    if (route.query) {
      const query = jsonSchema(await schemaOf(route.query));
      const properties = (query.properties ?? {}) as Record<string, unknown>;
      const required = new Set((query.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries(properties)) parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
    const operation: Record<string, unknown> = {
      tags: [tagOf(route.path)],
      summary: route.summary ?? `${route.method} ${route.path}`,
      description: `${who}${localOnly.has(key) ? ' Local and emulator runs only: not served when deployed.' : ''} Source: functions/src/${route.file.slice(SRC.length + 1)}.`,
      ...(permission ? { security: [{ firebaseIdToken: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(await schemaOf(route.body)) } } } } : {}),
      responses: {
        '200': { description: 'Success: `{ success: true, message, data }` (201 for what is created).' },
        default: { description: 'An error: `{ success: false, code, message }` with a code from functions/src/domain/errors.ts.' },
      },
    };
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Thali House API',
      version: '1.0.0',
      description:
        'Generated by `npm run docs:api` from the routers and their zod schemas; a test fails when it is out of date. Requests carry the Firebase ID token as `Authorization: Bearer`.',
    },
    components: { securitySchemes: { firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
    paths,
  };
}

/** The same reference as a page to read: one table per area, each route with who may call it and what it does. */
export function routesPage(doc: Record<string, unknown>): string {
  type Operation = { tags: string[]; summary: string; description: string; requestBody?: unknown };
  const rows = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(operations)) {
      const who = op.description.startsWith('Back office: ') ? op.description.slice('Back office: '.length).split(' (')[0]! : 'public or guest';
      const local = op.description.includes('Local and emulator runs only') ? ' (local only)' : '';
      const words = op.summary === `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}` ? '' : op.summary.replace(/\|/g, '\\|');
      (rows.get(op.tags[0]!) ?? rows.set(op.tags[0]!, []).get(op.tags[0]!)!).push(
        `| \`${method.toUpperCase()} ${path}\`${local} | ${who} | ${op.requestBody ? 'yes' : ''} | ${words} |`,
      );
    }
  }
  const sections = [...rows].map(([tag, lines]) => `## ${tag}\n\n| route | who | JSON body | what it does |\n| --- | --- | --- | --- |\n${lines.join('\n')}\n`);
  return `# API routes\n\nGenerated with [openapi.json](openapi.json) by \`npm run docs:api\` from the routers and their zod schemas: the schemas of each body and query are in openapi.json. Replies are \`{ success, message, data }\`, errors \`{ success: false, code, message }\`.\n\n${sections.join('\n')}`;
}
