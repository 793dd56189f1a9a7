// Its own module so that a form can limit its field without loading the zod rules that check it.

/** RFC 5321's limit on a whole address; longer input is refused before any other check. */
export const maxEmailLength = 254;
