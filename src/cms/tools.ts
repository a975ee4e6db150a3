/** The two tools a CMS page can hold, as the kits' card, form and toolbar buttons name them. */
export type ToolTag = 'drinking-check' | 'unit-calculator';

export interface Tool {
  tag: ToolTag;
  /** The tool's name as the public sees it. */
  name: string;
  /** What it is, in a line for an editor. */
  summary: string;
  /** The name of its toolbar button and insert command in each editor (TinyMCE's is lower case). */
  command: 'DrinkingCheck' | 'UnitCalculator';
}

export const TOOLS: readonly Tool[] = [
  {
    tag: 'drinking-check',
    name: 'Drinking Check',
    summary: 'A self-assessment of drinking (AUDIT), with a risk level, advice and support.',
    command: 'DrinkingCheck',
  },
  {
    tag: 'unit-calculator',
    name: 'Unit and Calorie Calculator',
    summary: 'Works out the units and calories of drinks, for one occasion or a typical week.',
    command: 'UnitCalculator',
  },
];

export const TOOL_TAGS: readonly ToolTag[] = TOOLS.map((tool) => tool.tag);

export const isToolTag = (name: string): name is ToolTag => (TOOL_TAGS as readonly string[]).includes(name);

export const toolOf = (tag: ToolTag): Tool => TOOLS.find((tool) => tool.tag === tag)!;
