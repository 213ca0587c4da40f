import { create } from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath.js'

describe('qrPath', () => {
  it('draws one segment per horizontal run of dark modules, offset by the quiet zone', () => {
    const cells = [
      [1, 1, 0],
      [0, 0, 0],
      [1, 0, 1],
    ]
    const modules = { size: 3, get: (row: number, column: number) => cells[row]![column]! }
    expect(qrPath(modules, 0)).toBe('M0 0.5h2M0 2.5h1M2 2.5h1')
    expect(qrPath(modules, 4)).toBe('M4 4.5h2M4 6.5h1M6 6.5h1')
  })

  it("draws the qrcode library's matrix: the finder pattern's first row is a run of 7", () => {
    const { modules } = create('wc:abc@2?relay-protocol=irn&symKey=00', {
      errorCorrectionLevel: 'M',
    })
    expect(qrPath(modules, 4).startsWith('M4 4.5h7')).toBe(true)
  })
})
