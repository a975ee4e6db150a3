/**
 * One field of the form: a labelled control with its help and its error line, described by both
 * (a checkbox for an on/off attribute, radios for a list, a text box otherwise), and how to read
 * what it holds.
 */
import { make } from './adopt-css';
import type { Field } from './fields';

export interface FieldControl {
  field: Field;
  element: HTMLElement;
  /** What the field holds: '' for a checked box, the text, the chosen value; undefined for not set. */
  entry(): string | undefined;
  showError(message: string | undefined): void;
  focus(): void;
}

let count = 0;

export function fieldControl(doc: Document, field: Field, initial: string | undefined): FieldControl {
  const id = `aaw-field-${++count}`;
  const wrapper = make(doc, field.kind === 'choice' ? 'fieldset' : 'div', 'field');
  const help = make(doc, 'p', 'help', field.help);
  help.id = `${id}-help`;
  const error = make(doc, 'p', 'error');
  error.id = `${id}-error`;
  error.hidden = true;
  const describedBy = `${help.id} ${error.id}`;
  let inputs: HTMLInputElement[];

  if (field.kind === 'choice') {
    wrapper.append(make(doc, 'legend', undefined, field.label), help, error);
    const values = Object.keys(field.choices ?? {});
    const chosen = values.includes(initial?.trim().toLowerCase() ?? '') ? initial!.trim().toLowerCase() : values[0];
    inputs = values.map((value, index) => {
      const option = wrapper.appendChild(make(doc, 'div', 'choice'));
      const input = option.appendChild(make(doc, 'input'));
      Object.assign(input, { type: 'radio', name: id, value, id: `${id}-${index}`, checked: value === chosen });
      input.setAttribute('aria-describedby', describedBy);
      const label = option.appendChild(make(doc, 'label', undefined, field.choices![value]));
      label.htmlFor = input.id;
      return input;
    });
  } else {
    const input = make(doc, 'input');
    input.id = id;
    input.setAttribute('aria-describedby', describedBy);
    const label = make(doc, 'label', undefined, field.label);
    label.htmlFor = id;
    if (field.kind === 'boolean') {
      input.type = 'checkbox';
      input.checked = initial !== undefined && initial.trim().toLowerCase() !== 'false';
      wrapper.classList.add('check');
      wrapper.append(input, label, help, error);
    } else {
      input.type = 'text';
      input.value = initial ?? '';
      input.spellcheck = false;
      input.autocomplete = 'off';
      wrapper.append(label, help, error, input);
    }
    inputs = [input];
  }

  return {
    field,
    element: wrapper,
    entry() {
      if (field.kind === 'boolean') return inputs[0]!.checked ? '' : undefined;
      if (field.kind === 'choice') {
        const chosen = inputs.find((input) => input.checked);
        return chosen && chosen !== inputs[0] ? chosen.value : undefined;
      }
      const text = inputs[0]!.value.trim();
      return text === '' ? undefined : text;
    },
    showError(message) {
      error.hidden = message === undefined;
      error.replaceChildren(...(message ? [make(doc, 'span', 'hidden', 'Error: '), doc.createTextNode(message)] : []));
      for (const input of inputs)
        if (message) input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
    },
    focus() {
      (inputs.find((input) => input.checked) ?? inputs[0])!.focus();
    },
  };
}
