// cms/editing.js: the card and the form of the CMS kits, on their own (dist/README.md, "On a CMS page").

export type ToolTag = 'drinking-check' | 'unit-calculator';

export interface Tool {
  tag: ToolTag;
  name: string;
  summary: string;
  command: 'DrinkingCheck' | 'UnitCalculator';
}

/** What the widget would say is wrong with a tag, with the fix: `attribute` is null for the element's content. */
export interface SettingsProblem {
  attribute: string | null;
  problem: string;
  fix: string;
}

export interface WidgetValue {
  tag: ToolTag;
  attributes: Record<string, string>;
  /** The tag as HTML, with its closing tag. */
  html: string;
}

export interface CardOptions {
  tag: ToolTag;
  attributes: Readonly<Record<string, string>>;
  hasContent?: boolean;
  /** Called by the card's "Change settings" button; without it the card has none. */
  onChange?: () => void;
}

export interface WidgetDialogOptions {
  tag: ToolTag;
  /** The tag being changed; absent: a new one is inserted. */
  attributes?: Readonly<Record<string, string>>;
  hasContent?: boolean;
  document?: Document;
}

export interface WidgetFormOptions {
  tags?: readonly ToolTag[];
  tag?: ToolTag;
  attributes?: Readonly<Record<string, string>>;
  hasContent?: boolean;
  submitLabel?: string;
  onSubmit?: (value: WidgetValue) => void;
  onInput?: (value: WidgetValue) => void;
}

export interface WidgetForm {
  element: HTMLFormElement;
  submit(): WidgetValue | null;
  current(): WidgetValue;
}

export interface TagReading {
  tool: Tool;
  settings: { field: { attribute: string; label: string }; words: string; ignored: boolean }[];
  problems: SettingsProblem[];
}

export declare const TOOLS: readonly Tool[];
export declare const TAGS: readonly ToolTag[];
/** Every attribute the widgets read, and `id`. */
export declare const ATTRIBUTES: readonly string[];
/** Whether a kit keeps an attribute on a widget's tag: one the widgets read, or a misspelling of one; never an event handler. */
export declare function keepsAttribute(name: string): boolean;
/** Draws (or draws again) the card in the host's shadow root. */
export declare function renderCard(host: HTMLElement, options: CardOptions): void;
/** The form in a modal dialog: resolves to the tag to write, or null when cancelled. */
export declare function openWidgetForm(options: WidgetDialogOptions): Promise<WidgetValue | null>;
/** The form alone, unstyled, to place yourself. */
export declare function createWidgetForm(document: Document, options?: WidgetFormOptions): WidgetForm;
/** The form, styled, in a shadow root of the host. */
export declare function mountWidgetForm(host: HTMLElement, options?: WidgetFormOptions): WidgetForm;
/** A tag's tool, settings in words and problems, as the card shows them. */
export declare function readTag(tag: ToolTag, attributes: Readonly<Record<string, string>>, hasContent?: boolean): TagReading;
/** The tag as HTML, with its closing tag; a boolean that is on is written bare. */
export declare function tagHtml(tag: ToolTag, attributes: Readonly<Record<string, string>>): string;
