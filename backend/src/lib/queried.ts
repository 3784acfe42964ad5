/**
 * Shapes of Query results as the code reads them. Medusa's generated query types (absent on a clean
 * clone, where `data` is `any`) allow a null almost anywhere and type amounts as numbers that may
 * arrive as BigNumber strings; a workflow declares what it reads with these and checks it once.
 */
export type Maybe<T> = T | null | undefined

/** A money amount of Query: a number, or the string of a big number. */
export type Amount = number | string
