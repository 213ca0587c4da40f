import type { BudgetCheck } from './checkBudget.js'
import { checkBudget } from './checkBudget.js'
import type { Budgets } from './loadBudgets.js'
import type { OurBudgetFigures } from './measureOurBudgetFigures.js'

/** Each budget of bench/budgets.json against its measured figure. */
export function checkOurBudgets(budgets: Budgets, figures: OurBudgetFigures): BudgetCheck[] {
  return [
    checkBudget(
      'initialAboveBaseline',
      budgets.initialAboveBaseline,
      figures.initialAboveBaselineBytes,
    ),
    checkBudget(
      'connectFlowAfterClick',
      budgets.connectFlowAfterClick,
      figures.connectFlowAfterClickBytes,
    ),
    checkBudget('initialJs', budgets.initialJs, figures.ours.initialGzip),
  ]
}
