/** A value that survives `JSON.stringify` and `JSON.parse` unchanged: what devtools stores. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
