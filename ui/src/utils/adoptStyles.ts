type StyleRoot = Pick<DocumentOrShadowRoot, 'adoptedStyleSheets'> & Node

function supportsConstructedSheets(root: StyleRoot): boolean {
  return (
    Array.isArray(root.adoptedStyleSheets) &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  )
}

/**
 * Adds CSS to a document or shadow root with a constructed stylesheet (adoptedStyleSheets:
 * no inline <style>, so a strict style-src policy allows it); falls back to a <style>
 * element only where constructable stylesheets are missing. Returns the removal.
 */
export function adoptStyles(root: StyleRoot, css: string, nonce?: string): () => void {
  if (supportsConstructedSheets(root)) {
    try {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return () => {
        root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet)
      }
    } catch {
      // Fall back to a <style> element below.
    }
  }
  const document = (root.ownerDocument ?? root) as Document
  const style = document.createElement('style')
  if (nonce) style.nonce = nonce
  style.textContent = css
  const parent = 'head' in root && root.head ? (root.head as Node) : root
  parent.appendChild(style)
  return () => style.remove()
}
