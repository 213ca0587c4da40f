const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="20" fill="#1f6feb"/>',
  '<rect x="18" y="28" width="60" height="42" rx="8" fill="#ffffff"/>',
  '<path d="M22 28l38-10a4 4 0 0 1 5 4v6z" fill="#c9dcff"/>',
  '<rect x="52" y="41" width="26" height="16" rx="5" fill="#1f6feb"/>',
  '<circle cx="60" cy="49" r="3.5" fill="#ffffff"/>',
  '</svg>',
].join('')

/** The test wallet's EIP-6963 icon: a white wallet on a blue tile, as an SVG data URI. */
export const testWalletIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`
