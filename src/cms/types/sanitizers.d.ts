// cms/sanitizers.js: DOMPurify's and sanitize-html's options for the widgets' tags (dist/README.md, "Sanitizers").

export declare const TAGS: readonly string[];
export declare const ATTRIBUTES: readonly string[];
/** The attributes whose value is not an address (taken as written, not checked as a link). */
export declare const NOT_ADDRESSES: readonly string[];
/** Whether an attribute of a widget's tag is kept: one the widgets read, or a misspelling of one; never an event handler. */
export declare function keepsAttribute(name: string): boolean;
/** DOMPurify.sanitize(html, dompurifyOptions()): your own options, if any, with the widgets added. */
export declare function dompurifyOptions<T extends object>(own?: T): T & Record<string, unknown>;
/** sanitizeHtml(html, sanitizeHtmlOptions(sanitizeHtml.defaults)): your options with the widgets added. */
export declare function sanitizeHtmlOptions<T extends object>(own: T): T & Record<string, unknown>;
