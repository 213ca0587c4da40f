import { create } from 'qrcode'
import { type CSSProperties, useMemo } from 'react'
import { qrPath } from './qrPath.js'

/** The quiet zone around the code, in modules (scanners need it). */
const QUIET_ZONE = 4

const FRAME: CSSProperties = {
  width: '100%',
  maxWidth: 280,
  margin: '0 auto',
  padding: 8,
  borderRadius: 16,
  background: '#ffffff',
  boxShadow: 'inset 0 0 0 1px rgba(17, 24, 39, 0.1)',
}

export interface QrCodeProps {
  /** What the code encodes (a pairing URI, a login link). */
  value: string
  /** The accessible name, e.g. 'QR code to connect with a mobile wallet'. */
  label: string
}

/**
 * A QR code of `value`, encoded by the `qrcode` library and drawn as one SVG path (no HTML
 * strings, no data: URL). Dark on white in both themes, as scanners expect.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { path, size } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' })
    return { path: qrPath(modules, QUIET_ZONE), size: modules.size + QUIET_ZONE * 2 }
  }, [value])
  return (
    <div style={FRAME}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        width="100%"
        height="100%"
        shapeRendering="crispEdges"
        style={{ display: 'block' }}
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} stroke="#000000" strokeWidth={1} />
      </svg>
    </div>
  )
}
