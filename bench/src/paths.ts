import { fileURLToPath } from 'node:url'

/** The bench folder (bench/). */
export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url))
/** The monorepo root: its node_modules hold @appkit/* (workspaces), React, viem and Vite. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const APPS_DIR = fileURLToPath(new URL('../apps/', import.meta.url))
export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url))
/** Builds for the browser runs (ignored by git: every `dist/` is). */
export const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url))
