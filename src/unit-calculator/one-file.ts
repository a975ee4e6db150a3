/** Set by each one-file build to its widget ('ucc' or 'dc'); undefined in the ES build. */
declare const __ONE_FILE_APP__: string | undefined;

/** The one-file script: its screens are all inside it, so loading one cannot fail. */
export const ONE_FILE = typeof __ONE_FILE_APP__ === 'string';

/**
 * A drink of one's own, the spend and the what-if panels are in the ES build only: the one-file
 * calculator is at its size budget without them. Left out at build time, so their code and copy
 * are too (docs/decisions/0167-size-budget-and-the-one-file-scripts.md).
 */
export const WITH_EXTRAS = !ONE_FILE;
