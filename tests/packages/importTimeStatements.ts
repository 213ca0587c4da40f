import ts from 'typescript'

/**
 * The top-level statements of an ES module that do something when it is imported, beyond
 * declaring: expression statements (a call, an assignment), control flow, `await`, class
 * static blocks. A package may say `"sideEffects": false` only if its modules have none:
 * a bundler then drops any module whose exports go unused, statements and all.
 * Variable initializers are declarations here; they are expected to be pure values.
 *
 * @returns each such statement's first line, e.g. `customElements.define('x-y', XY)`
 */
export function importTimeStatements(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node) => found.push(node.getText(source).split('\n')[0]!)
  for (const statement of source.statements) {
    if (isDeclaration(statement)) {
      if (ts.isClassDeclaration(statement))
        for (const member of statement.members)
          if (ts.isClassStaticBlockDeclaration(member)) report(member)
      if (ts.isVariableStatement(statement) && containsTopLevelAwait(statement)) report(statement)
      continue
    }
    report(statement)
  }
  return found
}

function isDeclaration(statement: ts.Statement): boolean {
  return (
    ts.isImportDeclaration(statement) ||
    ts.isExportDeclaration(statement) ||
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isVariableStatement(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isEmptyStatement(statement) ||
    (ts.isExportAssignment(statement) && isDeclaredValue(statement.expression))
  )
}

/**
 * `export default name`, `export default function/class/literal`, or an object of plain keys to
 * literals (a locale's message catalog): no code runs.
 */
function isDeclaredValue(expression: ts.Expression): boolean {
  return (
    ts.isIdentifier(expression) ||
    ts.isFunctionExpression(expression) ||
    ts.isArrowFunction(expression) ||
    ts.isClassExpression(expression) ||
    ts.isLiteralExpression(expression) ||
    isLiteralRecord(expression)
  )
}

/** `{ 'a.b': 'text', c: 1 }`: no computed key, spread, getter or method, only literal values. */
function isLiteralRecord(expression: ts.Expression): boolean {
  return (
    ts.isObjectLiteralExpression(expression) &&
    expression.properties.every(
      (property) =>
        ts.isPropertyAssignment(property) &&
        !ts.isComputedPropertyName(property.name) &&
        ts.isLiteralExpression(property.initializer),
    )
  )
}

function containsTopLevelAwait(node: ts.Node): boolean {
  if (ts.isAwaitExpression(node)) return true
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false
  return ts.forEachChild(node, containsTopLevelAwait) ?? false
}
