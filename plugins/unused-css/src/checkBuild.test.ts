import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkBuild, cssClasses, htmlClasses } from './checkBuild';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-css-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

function site(dir: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, dir, file)), { recursive: true });
    fs.writeFileSync(path.join(root, dir, file), text);
  }
  return path.join(root, dir);
}

describe('the check on a built site', () => {
  it('reads the classes of HTML, quoted or not, and of CSS selectors', () => {
    assert.deepEqual(
      [...htmlClasses('<div class=a><p class="b  c"><svg class="d"></svg></p></div>')],
      ['a', 'b', 'c', 'd'],
    );
    assert.deepEqual(
      [...cssClasses('.a:not(.b) p, [class=c] { color: red } @media print { .d { color: blue } }')],
      ['a', 'b', 'd'],
    );
  });

  it('reports a class of the HTML that the JS does not name', () => {
    const build = site('one', {
      'assets/js/main.js': 'x("navbar","alert--"+t)',
      'assets/css/styles.css': '.navbar { color: red }',
      'index.html': '<nav class="navbar alert--info ghost"></nav>',
    });
    assert.deepEqual(checkBuild(build, [path.join(root, 'none')]), [
      { page: 'index.html', className: 'ghost', problem: 'not in the JS' },
    ]);
  });

  it('takes names from the static folders too', () => {
    const build = site('two', { 'assets/js/main.js': '', 'index.html': '<p class="from-static"></p>' });
    const statics = site('static', { 'js/widget.js': 'el.className="from-static"', 'img/x.png': 'ghost' });
    assert.deepEqual(checkBuild(build, [statics]), []);
  });

  it('reports a class of the HTML whose rules the reference build had and this one lost', () => {
    const reference = site('ref', { 'assets/css/styles.css': '.navbar { color: red } .footer { color: blue }' });
    const build = site('three', {
      'assets/js/main.js': '"navbar footer"',
      'assets/css/styles.css': '.navbar { color: red }',
      'index.html': '<nav class="navbar"></nav><footer class="footer"></footer>',
    });
    assert.deepEqual(checkBuild(build, [], reference), [
      { page: 'index.html', className: 'footer', problem: 'rule removed' },
    ]);
  });
});
