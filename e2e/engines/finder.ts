// The in-page finder (finder.page.js) as the Firefox and WebKit pages send it: its source, then a
// call of it with the target as the script's first argument.
import fs from 'node:fs';
import path from 'node:path';

/** The finder's source, read as text so that it reaches the page as written. */
export const FINDER_SOURCE = fs.readFileSync(path.join(__dirname, 'finder.page.js'), 'utf8');

/** A script body (run with the target as `arguments[0]`) that finds the target and gives `expression` of it, `el` (null when not found). */
export function finderScript(expression: string): string {
  return `${FINDER_SOURCE}\nconst el = findTarget(arguments[0]);\nreturn ${expression};`;
}
