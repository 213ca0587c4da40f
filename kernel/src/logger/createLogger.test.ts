import { describe, expect, it, vi } from 'vitest'
import { createLogger, DEFAULT_LOG_LEVEL } from './createLogger.js'

const quiet = { warn: vi.fn(), error: vi.fn() }

describe('createLogger (spec §9: log buffer about 1 MB, default level error)', () => {
  it('defaults to level error: lower levels are not kept', () => {
    const logger = createLogger({ console: quiet })
    expect(DEFAULT_LOG_LEVEL).toBe('error')
    logger.info('ignored')
    logger.warn('ignored too')
    logger.error('kept', { code: 1 })
    expect(logger.store.getState().entries.map((e) => e.message)).toEqual(['kept'])
    expect(quiet.error).toHaveBeenCalledWith('[AppKit] kept', { code: 1 })
  })

  it('keeps the buffer under its byte bound by dropping the oldest entries', () => {
    const logger = createLogger({ level: 'debug', maxBytes: 2_000, console: quiet })
    for (let i = 0; i < 100; i++) logger.debug(`entry ${i}`, { padding: 'x'.repeat(50) })
    const { entries, bytes } = logger.store.getState()
    expect(bytes).toBeLessThanOrEqual(2_000)
    expect(entries.at(-1)?.message).toBe('entry 99')
    expect(entries[0]?.message).not.toBe('entry 0')
  })

  it('survives data that cannot be serialised', () => {
    const logger = createLogger({ level: 'debug', console: quiet })
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => logger.debug('cyclic', cyclic)).not.toThrow()
    expect(logger.store.getState().entries).toHaveLength(1)
  })
})
