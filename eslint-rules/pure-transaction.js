/**
 * A transaction callback only reads, decides and writes through its tx: Firestore
 * reruns it under contention, so anything else it does happens once per run. This
 * rule flags, inside a function passed to `.transaction(...)`:
 *   - an assignment to a variable declared outside the callback (return the value instead);
 *   - a call to `.send(...)` or `.hit(...)` (texts and limiter hits belong after commit).
 * The embedded store also reruns every callback in tests, for what a linter cannot see.
 */
const FORBIDDEN_CALLS = new Set(['send', 'hit']);

function isTransactionCall(node) {
  const callee = node.callee;
  return callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'transaction';
}

function declaredInside(variable, fn) {
  const [def] = variable.defs;
  if (!def) return false;
  const at = def.name.range[0];
  return at >= fn.range[0] && at <= fn.range[1];
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Transaction callbacks only read, decide and write: no outer assignments, sends or limiter hits' },
    messages: {
      outer: "'{{name}}' is declared outside this transaction callback: return the value from the callback instead (Firestore may run it again).",
      call: '.{{name}}() inside a transaction callback runs again on every rerun: do it after the transaction commits.',
    },
    schema: [],
  },
  create(context) {
    const callbacks = [];
    const current = () => callbacks[callbacks.length - 1];

    function checkTarget(node, target) {
      const fn = current();
      if (!fn || target.type !== 'Identifier') return;
      let scope = context.sourceCode.getScope(node);
      while (scope) {
        const variable = scope.set.get(target.name);
        if (variable) {
          if (!declaredInside(variable, fn)) context.report({ node, messageId: 'outer', data: { name: target.name } });
          return;
        }
        scope = scope.upper;
      }
    }

    const enter = (node) => {
      const parent = node.parent;
      if (parent?.type === 'CallExpression' && parent.arguments[0] === node && isTransactionCall(parent)) callbacks.push(node);
    };
    const exit = (node) => {
      if (current() === node) callbacks.pop();
    };

    return {
      ArrowFunctionExpression: enter,
      'ArrowFunctionExpression:exit': exit,
      FunctionExpression: enter,
      'FunctionExpression:exit': exit,
      AssignmentExpression(node) {
        checkTarget(node, node.left);
      },
      UpdateExpression(node) {
        checkTarget(node, node.argument);
      },
      CallExpression(node) {
        if (!current()) return;
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && !callee.computed && FORBIDDEN_CALLS.has(callee.property.name)) {
          context.report({ node, messageId: 'call', data: { name: callee.property.name } });
        }
      },
    };
  },
};
