// Finds text a visitor would read that is written into a component rather than taken from the
// message catalogues (docs/languages.md): JSX text, the strings of the attributes that people read
// or hear (aria-label, placeholder, title, alt, and the props our components show as text), and
// string literals a JSX expression shows, such as `{busy ? 'Sending…' : 'Continue'}`.
import ts from 'typescript'

const shownAttributes = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'tag',
  'emptyMessage',
  'loadingLabel',
  'submitLabel',
  'note',
])
// Words need a letter; symbols (×, →, …) and product names alone are not language.
const hasWords = (text) => /\p{L}{2,}/u.test(text)

/**
 * The visitor-facing literals of one TSX source, each with its line, in source order.
 *
 * @example
 * findUntranslatedText('<p>Hello</p>') // [{ line: 1, text: 'Hello' }]
 */
export function findUntranslatedText(source, fileName = 'view.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found = []
  const report = (node, text) => {
    const trimmed = text.replace(/\s+/g, ' ').trim()
    if (hasWords(trimmed))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: trimmed })
  }
  const shownStrings = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(node, node.text)
    else if (ts.isTemplateExpression(node))
      report(node, node.head.text + node.templateSpans.map((span) => span.literal.text).join(' '))
    else if (ts.isConditionalExpression(node)) {
      shownStrings(node.whenTrue)
      shownStrings(node.whenFalse)
    } else if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
      ].includes(node.operatorToken.kind)
    )
      shownStrings(node.right)
    else if (ts.isParenthesizedExpression(node)) shownStrings(node.expression)
  }
  const visit = (node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      shownStrings(node.expression)
    else if (ts.isJsxAttribute(node) && shownAttributes.has(node.name.getText(file)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) report(node, node.initializer.text)
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
        shownStrings(node.initializer.expression)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}
