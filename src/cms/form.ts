/**
 * The form that inserts or changes a widget's tag: every attribute the tool reads, from the
 * attribute table, the editors' ones first and the developers' ones in a closed "For developers"
 * part, each with its help; what the tag holds that no field can (a misspelt attribute, content
 * inside) said at the top. Plain DOM, for every kit's dialog and the demo's tag builder
 * (docs/decisions/0271-a-card-and-a-form-from-the-attribute-table.md).
 */
import { make } from './adopt-css';
import { fieldsOf } from './fields';
import { checkEntries } from './form-check';
import { type FieldControl, fieldControl } from './form-fields';
import { readTag } from './read-tag';
import { tagHtml } from './tag-html';
import { TOOLS, type ToolTag } from './tools';

export interface WidgetValue {
  tag: ToolTag;
  attributes: Record<string, string>;
  /** The tag as HTML, with its closing tag. */
  html: string;
}

export interface WidgetFormOptions {
  /** The tools to choose from; one: no choice shown. Default: both. */
  tags?: readonly ToolTag[];
  /** The tool and attributes to start from (a tag being changed). */
  tag?: ToolTag;
  attributes?: Readonly<Record<string, string>>;
  hasContent?: boolean;
  /** The submit button's text. */
  submitLabel?: string;
  onSubmit?: (value: WidgetValue) => void;
  /** After every change, with what the fields hold, usable or not (for a live preview). */
  onInput?: (value: WidgetValue) => void;
}

export interface WidgetForm {
  element: HTMLFormElement;
  /** The checked value, or null after showing what to fix and focusing the first field to fix. */
  submit(): WidgetValue | null;
  /** What the fields hold now, as entered. */
  current(): WidgetValue;
}

export function createWidgetForm(doc: Document, options: WidgetFormOptions = {}): WidgetForm {
  const tags = options.tags ?? TOOLS.map((tool) => tool.tag);
  let tag = options.tag ?? tags[0]!;
  const form = make(doc, 'form', 'widget-form');
  form.noValidate = true;
  const notice = make(doc, 'div', 'notice');
  const body = make(doc, 'div', 'fields');
  const buttons = make(doc, 'div', 'buttons');
  const submitButton = buttons.appendChild(make(doc, 'button', 'primary', options.submitLabel ?? 'Insert'));
  submitButton.type = 'submit';
  let controls: FieldControl[] = [];
  let entries: Record<string, string> = { ...(options.attributes ?? {}) };

  if (tags.length > 1) form.append(toolChoice());
  form.append(notice, body, buttons);
  drawFields();
  showElementProblems(options.attributes ?? {}, options.hasContent ?? false);
  if (options.attributes) showErrors(false);

  function toolChoice(): HTMLFieldSetElement {
    const set = make(doc, 'fieldset', 'field tools');
    set.append(make(doc, 'legend', undefined, 'Which tool'));
    for (const tool of TOOLS.filter((candidate) => tags.includes(candidate.tag))) {
      const option = set.appendChild(make(doc, 'div', 'choice'));
      const input = option.appendChild(make(doc, 'input'));
      Object.assign(input, { type: 'radio', name: 'aaw-tool', value: tool.tag, id: `aaw-tool-${tool.tag}` });
      input.checked = tool.tag === tag;
      input.addEventListener('change', () => {
        entries = { ...entries, ...read() };
        tag = tool.tag;
        drawFields();
        changed();
      });
      const label = option.appendChild(make(doc, 'label', undefined, tool.name));
      label.htmlFor = input.id;
    }
    return set;
  }

  function drawFields(): void {
    controls = fieldsOf(tag).map((field) => fieldControl(doc, field, entries[field.attribute]));
    const of = (audience: string) => controls.filter((c) => c.field.audience === audience).map((c) => c.element);
    const developers = make(doc, 'details', 'developers');
    developers.append(make(doc, 'summary', undefined, 'For developers'), ...of('developer'));
    body.replaceChildren(...of('editor'), developers);
  }

  /** What the tag had that no field can hold: said, and left out when the form is saved. */
  function showElementProblems(attributes: Readonly<Record<string, string>>, hasContent: boolean): void {
    const known = new Set(controls.map((control) => control.field.attribute));
    const problems = readTag(tag, attributes, hasContent).problems.filter(
      (problem) => problem.attribute === null || !known.has(problem.attribute),
    );
    notice.hidden = problems.length === 0;
    if (problems.length === 0) return;
    notice.setAttribute('role', 'note');
    notice.append(make(doc, 'p', undefined, 'The tag in the page has something no field here can hold. Saving leaves it out:'));
    const list = notice.appendChild(make(doc, 'ul'));
    for (const { problem, fix } of problems) list.append(make(doc, 'li', undefined, `The widget ${problem}. ${fix}`));
  }

  function read(): Record<string, string> {
    return Object.fromEntries(
      controls.flatMap((control) => {
        const entry = control.entry();
        return entry === undefined ? [] : [[control.field.attribute, entry]];
      }),
    );
  }

  function showErrors(focus: boolean): boolean {
    const { errors } = checkEntries(fieldsOf(tag), read());
    for (const control of controls) control.showError(errors.get(control.field.attribute));
    const first = controls.find((control) => errors.has(control.field.attribute));
    if (first && focus) {
      const developers = first.element.closest('details');
      if (developers) developers.open = true;
      first.focus();
    }
    return errors.size === 0;
  }

  const value = (attributes: Record<string, string>): WidgetValue => ({ tag, attributes, html: tagHtml(tag, attributes) });
  const current = () => value(read());
  const changed = () => options.onInput?.(current());

  function submit(): WidgetValue | null {
    if (!showErrors(true)) return null;
    return value(checkEntries(fieldsOf(tag), read()).attributes);
  }

  form.addEventListener('input', changed);
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).type !== 'text') return;
    showErrors(false);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const result = submit();
    if (result) options.onSubmit?.(result);
  });
  return { element: form, submit, current };
}
