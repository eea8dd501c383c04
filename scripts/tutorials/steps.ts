import { parseFenceMeta, visibleCode } from '../../plugins/code-examples/src/meta';

/**
 * What a step-by-step page asks the reader to do, in page order. Read from the
 * page's own blocks, never from a second copy of them, so the test breaks
 * exactly when the page does:
 *
 * - a visible code block whose `title` is a file path (`server/index.ts`,
 *   `package.json`) is a file to write; a later block with the same title
 *   replaces it. A block with `check-as` is an excerpt of the file its title
 *   names (compiled under another name), so it is not written;
 * - `<InstallSnippet pkgs="…" [dev] />` is an install command;
 * - a shell block (`bash`, `sh`, `shell`) is a list of commands, one a line;
 *   `tutorial="background"` in its meta starts them and leaves them running;
 * - a `text` block titled `Output` right after a shell block is what its last
 *   command must print (for a background command: what it prints once ready,
 *   say a server's "listening" line);
 * - a `text` block titled `In the browser` with `url="http://localhost:5173"`
 *   is what a reader who opens that address sees: every non-empty line must
 *   become visible text of the page (checked in a real browser).
 */
export type Step =
  | { kind: 'file'; line: number; path: string; content: string }
  | { kind: 'install'; line: number; packages: string[]; dev: boolean }
  | { kind: 'commands'; line: number; commands: string[]; background: boolean; expect?: string[] }
  | { kind: 'browser'; line: number; url: string; expect: string[] };

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
const SHELL = new Set(['bash', 'sh', 'shell', 'zsh']);
const INSTALL_SNIPPET = /<InstallSnippet\s+([^>]*?)\/?>/g;
/** A title that names a file: a path with an extension, or a dotfile. */
const FILE_TITLE = /^[\w@.\-[\]()]+(\/[\w@.\-[\]()]+)*\.\w+$/;

function attr(source: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*['"]([^'"]*)['"]\\s*\\})`).exec(source);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** The shell commands of a block: one per line, comments and prompts dropped, `\` continuations joined. */
function shellCommands(body: string): string[] {
  const commands: string[] = [];
  let pending = '';
  for (const raw of body.split('\n')) {
    const line = raw.replace(/^\s*\$\s+/, '').trimEnd();
    if (!pending && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    commands.push((pending + line).trim());
    pending = '';
  }
  if (pending.trim()) commands.push(pending.trim());
  return commands;
}

export function extractSteps(source: string): Step[] {
  const lines = source.split('\n');
  const steps: Step[] = [];
  let inFrontMatter = lines[0] === '---';
  for (let i = inFrontMatter ? 1 : 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (inFrontMatter) {
      if (text === '---') inFrontMatter = false;
      continue;
    }
    const open = FENCE_OPEN.exec(text);
    if (!open) {
      for (const m of text.matchAll(INSTALL_SNIPPET)) {
        const props = m[1]!;
        const pkgs = attr(props, 'pkgs');
        if (!pkgs) continue;
        steps.push({
          kind: 'install',
          line: i + 1,
          packages: pkgs.trim().split(/\s+/),
          dev: /(^|\s)dev(\s|=|$)/.test(props) && !/dev=\{false\}/.test(props),
        });
      }
      continue;
    }
    const [, indent, fence, lang = '', metaText = ''] = open;
    const closing = new RegExp(`^\\s*${fence![0] === '`' ? '`' : '~'}{${fence!.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end]!)) end++;
    const body = lines
      .slice(i + 1, end)
      .map((l) => (indent && l.startsWith(indent) ? l.slice(indent.length) : l))
      .join('\n');
    const meta = parseFenceMeta(metaText);
    const blockLine = i + 1;
    i = end;
    if (meta.hidden) continue;
    if (SHELL.has(lang)) {
      const commands = shellCommands(body);
      if (commands.length > 0) {
        steps.push({ kind: 'commands', line: blockLine, commands, background: meta.tutorial === 'background' });
      }
      continue;
    }
    const expected = () =>
      body
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    if (lang === 'text' && meta.title?.toLowerCase() === 'output') {
      const previous = steps.at(-1);
      if (previous?.kind !== 'commands') {
        throw new Error(`line ${blockLine}: an Output block must follow the shell block whose command prints it`);
      }
      previous.expect = expected();
      continue;
    }
    if (lang === 'text' && meta.title?.toLowerCase() === 'in the browser') {
      const url = attr(metaText, 'url');
      if (!url || !/^https?:\/\//.test(url)) {
        throw new Error(`line ${blockLine}: an "In the browser" block needs the address it shows, url="http://…"`);
      }
      const expect = expected();
      if (expect.length === 0) throw new Error(`line ${blockLine}: an "In the browser" block must say what is shown`);
      steps.push({ kind: 'browser', line: blockLine, url, expect });
      continue;
    }
    if (meta.title && FILE_TITLE.test(meta.title) && meta.checkAs === undefined) {
      steps.push({ kind: 'file', line: blockLine, path: meta.title, content: `${visibleCode(body)}\n` });
    }
  }
  return steps;
}
