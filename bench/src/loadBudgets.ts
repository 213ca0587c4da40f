import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Budget } from './checkBudget.js'
import { BENCH_DIR } from './paths.js'

export interface Budgets {
  initialAboveBaseline: Budget
  connectFlowAfterClick: Budget
  initialJs: Budget
}

/** bench/budgets.json: the one file holding our size budgets. */
export function loadBudgets(): Budgets {
  const parsed = JSON.parse(readFileSync(join(BENCH_DIR, 'budgets.json'), 'utf8')) as Budgets
  for (const key of ['initialAboveBaseline', 'connectFlowAfterClick', 'initialJs'] as const) {
    if (typeof parsed[key]?.targetBytes !== 'number') {
      throw new Error(`bench/budgets.json: ${key}.targetBytes must be a number`)
    }
  }
  return parsed
}
