import type { CSSProperties } from 'react'

// The modal's stylesheet has no rules for these parts; React sets them through the DOM (CSSOM),
// which a strict Content-Security-Policy allows.

export const META_STYLE: Readonly<CSSProperties> = Object.freeze({
  display: 'block',
  color: 'var(--ak-muted)',
  fontSize: 13,
  fontWeight: 500,
})

export const AMOUNT_STYLE: Readonly<CSSProperties> = Object.freeze({
  flex: 'none',
  fontVariantNumeric: 'tabular-nums',
})

export const ROW_STYLE: Readonly<CSSProperties> = Object.freeze({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
})

export const ITEM_STYLE: Readonly<CSSProperties> = Object.freeze({ cursor: 'default' })
