/**
 * Building blocks of the shapes that shared functions declare for what they read of Query results.
 * Query's generated types (`npm run typegen -w backend`) give a result the whole entity's type,
 * whatever `fields` asked for, and say `number` for amounts; a function that several queries feed
 * declares only the fields it reads, nullable where Query may leave them out.
 */
export type Maybe<T> = T | null | undefined

/** A money amount of Query: a number, or the string of a big number. */
export type Amount = number | string
