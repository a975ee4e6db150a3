/**
 * DOMPurify's and sanitize-html's options for the widgets' tags: both tags, the attributes
 * keep-attributes.ts keeps (a misspelt one too, so the widget can say "Did you mean…?", never an
 * event handler), and the values of the attributes that are not addresses taken as they are:
 * DOMPurify drops a value that looks like a link of a scheme it does not know
 * (`b2c-known-authority="host:8443"`, `b2c-scopes="api://…"`) unless told the attribute is no link.
 * The addresses (`*-url`, `api-base`, `media-base`, `redirect-uri`) are still checked by it.
 */
import { CMS_ATTRIBUTES, keepsAttribute } from '../keep-attributes';
import { TOOL_TAGS } from '../tools';

export { CMS_ATTRIBUTES as ATTRIBUTES } from '../keep-attributes';
export { TOOL_TAGS as TAGS } from '../tools';
export { keepsAttribute } from '../keep-attributes';

const ADDRESS = /(-url|^api-base|^media-base|^redirect-uri)$/;
/** The attributes whose value is not an address. */
export const NOT_ADDRESSES: readonly string[] = CMS_ATTRIBUTES.filter((name) => !ADDRESS.test(name));

const TAG = new RegExp(`^(${TOOL_TAGS.join('|')})$`);

interface PurifyOptions {
  ADD_TAGS?: string[];
  ADD_URI_SAFE_ATTR?: string[];
  CUSTOM_ELEMENT_HANDLING?: Record<string, unknown>;
  [option: string]: unknown;
}

/** DOMPurify.sanitize(html, dompurifyOptions()) — or with your own options to add to. */
export function dompurifyOptions<T extends PurifyOptions>(own: T = {} as T): T {
  return {
    ...own,
    ADD_TAGS: [...(own.ADD_TAGS ?? []), ...TOOL_TAGS],
    ADD_URI_SAFE_ATTR: [...(own.ADD_URI_SAFE_ATTR ?? []), ...NOT_ADDRESSES],
    CUSTOM_ELEMENT_HANDLING: {
      ...own.CUSTOM_ELEMENT_HANDLING,
      tagNameCheck: TAG,
      attributeNameCheck: (name: string) => keepsAttribute(name),
      allowCustomizedBuiltInElements: false,
    },
  };
}

type Attributes = Record<string, string>;
interface SanitizeHtmlOptions {
  allowedTags?: string[] | false;
  allowedAttributes?: Record<string, string[]> | false;
  transformTags?: Record<string, unknown>;
  [option: string]: unknown;
}

/** sanitizeHtml(html, sanitizeHtmlOptions(sanitizeHtml.defaults)) — or your own options, to add to. */
export function sanitizeHtmlOptions<T extends SanitizeHtmlOptions>(own: T): T {
  const keep = (tagName: string, attribs: Attributes) => ({
    tagName,
    attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => keepsAttribute(name))),
  });
  return {
    ...own,
    allowedTags: own.allowedTags === false ? false : [...(own.allowedTags ?? []), ...TOOL_TAGS],
    allowedAttributes:
      own.allowedAttributes === false
        ? false
        : { ...own.allowedAttributes, ...Object.fromEntries(TOOL_TAGS.map((tag) => [tag, ['*']])) },
    transformTags: { ...own.transformTags, ...Object.fromEntries(TOOL_TAGS.map((tag) => [tag, keep])) },
  };
}
