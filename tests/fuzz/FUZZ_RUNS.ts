/**
 * Cases per property: issue 13 asks for 'at least 10,000 cases each in CI'. Every property of
 * tests/fuzz runs this many times (deeply nested and huge inputs are a small share of them).
 */
export const FUZZ_RUNS = 10_000
