/** A value matched as itself by SQL's LIKE/ILIKE (its %, _ and \ escaped), e.g. an address in any letter case. */
export const likeExactly = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`)
