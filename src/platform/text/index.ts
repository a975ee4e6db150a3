/**
 * The built-in copy tables by name, for the type of a key. The tables are not here: each lives
 * beside the screens that show it (src/ui/copy/, src/drinking-check/copy/,
 * src/unit-calculator/copy/) and adds itself to this interface by declaration merging, so that
 * the dictionary types its keys without importing a layer above it. At run time each app
 * registers a table with the code that shows it (registerCopy, built-in-copy.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the copy tables add the members
export interface CopyTables {}

/** A key of any built-in copy table, of either widget. */
export type CopyKey = { [Table in keyof CopyTables]: keyof CopyTables[Table] }[keyof CopyTables];
