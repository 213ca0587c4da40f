import { describe, expect, it } from 'vitest'
import { modulesDeclaredPure } from './modulesDeclaredPure.js'

const modules = ['dist/index.js', 'dist/cli.js', 'dist/page/main.js', 'bin/run.mjs']

describe('modulesDeclaredPure', () => {
  it('false declares every module pure; true or no field, none', () => {
    expect(modulesDeclaredPure(false, modules)).toEqual(modules)
    expect(modulesDeclaredPure(true, modules)).toEqual([])
    expect(modulesDeclaredPure(undefined, modules)).toEqual([])
  })

  it('a list declares pure the modules none of its globs match', () => {
    expect(modulesDeclaredPure(['./bin/*.mjs', './dist/cli.js'], modules)).toEqual([
      'dist/index.js',
      'dist/page/main.js',
    ])
    expect(modulesDeclaredPure(['./dist/**/main.js', 'cli.js'], modules)).toEqual([
      'dist/index.js',
      'bin/run.mjs',
    ])
  })
})
