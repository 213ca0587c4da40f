import { createContext } from 'react'

/**
 * Whether the view is shown to the visitor: false while the modal renders it hidden before its
 * first open (a view registered with `prerender`), true everywhere else.
 */
export const ViewShownContext = createContext(true)
