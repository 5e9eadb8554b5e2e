// Three columns from md up, one below, as SimpleGrid's `columns` writes them: Grid is in the first
// load already, SimpleGrid would join it. Both guidance pages use it, each in a chunk of its own.
export const THREE_COLUMNS = { base: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" };
