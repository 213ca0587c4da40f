type StyleRoot = Pick<DocumentOrShadowRoot, 'adoptedStyleSheets'> & Node

/**
 * Adds CSS to a shadow root as a constructed stylesheet (allowed by a strict style-src
 * policy), or as a <style> element where constructed sheets are missing. Returns the removal.
 */
export function adoptStyles(root: StyleRoot, css: string): () => void {
  if (Array.isArray(root.adoptedStyleSheets) && typeof CSSStyleSheet === 'function') {
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
  const style = (root.ownerDocument ?? document).createElement('style')
  style.textContent = css
  root.appendChild(style)
  return () => style.remove()
}
