/**
 * A check on a production build that the purge's premise holds: every class
 * the server rendered into the HTML is one the client's JS names (or builds
 * from a prefix), so no rule a page needs can have been removed. Given the
 * stylesheets of a build made without the purge, it also checks that each
 * class of the HTML that had a rule there still has one.
 *
 *   npx tsx plugins/unused-css/src/checkBuild.ts build [reference-build]
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { transform } from 'lightningcss';
import { staticTexts } from './index';
import { classIsUsed, usedNames } from './purge';

/** The classes of every element of an HTML document. */
export function htmlClasses(html: string): Set<string> {
  const $ = cheerio.load(html);
  const classes = new Set<string>();
  $('[class]').each((_, el) => {
    for (const name of ($(el).attr('class') ?? '').split(/\s+/)) if (name) classes.add(name);
  });
  return classes;
}

/** The class names a stylesheet's selectors mention anywhere. */
export function cssClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const node = value as { type?: unknown; name?: unknown };
      if (node.type === 'class' && typeof node.name === 'string') classes.add(node.name);
      Object.values(value).forEach(walk);
    }
  };
  transform({ filename: 'check.css', code: Buffer.from(css), visitor: { Selector: walk } });
  return classes;
}

function files(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ext))
    .sort()
    .map((file) => path.join(dir, file));
}

export interface Problem {
  page: string;
  className: string;
  problem: 'not in the JS' | 'rule removed';
}

export function checkBuild(buildDir: string, staticDirs: string[], referenceDir?: string): Problem[] {
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const used = usedNames([...files(path.join(buildDir, 'assets'), '.js').map(read), ...staticTexts(staticDirs)]);
  const styled = (dir: string) => {
    const classes = new Set<string>();
    for (const file of files(path.join(dir, 'assets', 'css'), '.css'))
      for (const c of cssClasses(read(file))) classes.add(c);
    return classes;
  };
  const before = referenceDir ? styled(referenceDir) : null;
  const after = styled(buildDir);
  const problems: Problem[] = [];
  for (const file of files(buildDir, '.html')) {
    const page = path.relative(buildDir, file);
    for (const className of htmlClasses(read(file))) {
      if (!classIsUsed(className, used)) problems.push({ page, className, problem: 'not in the JS' });
      if (before?.has(className) && !after.has(className)) problems.push({ page, className, problem: 'rule removed' });
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const [buildDir = 'build', referenceDir] = process.argv.slice(2);
  const problems = checkBuild(
    path.resolve(buildDir),
    [path.resolve('static')],
    referenceDir && path.resolve(referenceDir),
  );
  const pages = files(path.resolve(buildDir), '.html');
  const classes = new Set(pages.flatMap((file) => [...htmlClasses(fs.readFileSync(file, 'utf8'))]));
  for (const p of problems.slice(0, 50)) console.log(`${p.page}: .${p.className}: ${p.problem}`);
  console.log(`${pages.length} pages, ${classes.size} distinct classes checked: ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}
