// The project's own documents hold together: every relative link in README.md and docs/ reaches a
// file (and a heading, when it names one), and every section of docs/product.md or
// docs/architecture.md, and every decision record, that a comment in the code cites exists; no
// comment cites a document that is not in the repository, or an issue number.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');
const SOURCE_FOLDERS = ['shared', 'server', 'client', 'mock-provider', 'e2e', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js|css)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'artifacts']);

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, found);
    else if (keep(full)) found.push(full);
  }
  return found;
}

const markdownFiles = [path.join(root, 'README.md'), ...walk(path.join(root, 'docs'), (f) => f.endsWith('.md'))];
const sourceFiles = [
  ...SOURCE_FOLDERS.flatMap((folder) => walk(path.join(root, folder), (f) => SOURCE_FILE.test(f))),
  ...fs
    .readdirSync(root)
    .filter((f) => SOURCE_FILE.test(f))
    .map((f) => path.join(root, f)),
];

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const headingsCache = new Map<string, string[]>();
function headings(file: string): string[] {
  let list = headingsCache.get(file);
  if (!list) {
    list = withoutCode(fs.readFileSync(file, 'utf8'))
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#+ /, ''));
    headingsCache.set(file, list);
  }
  return list;
}

/** Markdown without its fenced blocks and inline code (links there are examples, not links). */
function withoutCode(text: string): string {
  return text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

/** Every relative link of a Markdown file, with what is wrong with it (null when it resolves). */
function linkProblems(file: string): string[] {
  const problems: string[] = [];
  for (const match of withoutCode(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [pathPart, anchor] = target.split('#') as [string, string | undefined];
    const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(pathPart));
    const where = `${path.relative(root, file)}: ${target}`;
    if (!fs.existsSync(resolved)) {
      problems.push(`${where} (no such file)`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith('.md') && !headings(resolved).some((h) => anchorOf(h) === anchor))
      problems.push(`${where} (no such heading)`);
  }
  return problems;
}

/** The section numbers a document has, from headings such as '## 4. Money' and '### 4.2 Packs'. */
function sections(file: string): Set<string> {
  return new Set(
    headings(file)
      .map((h) => /^(\d+(?:\.\d+)?)\.?\s/.exec(h)?.[1])
      .filter((n): n is string => n !== undefined),
  );
}

/** Every citation of a section of docs/product.md or docs/architecture.md in the code, and every decision record named. */
function citations(): Array<{ where: string; doc: string; section?: string }> {
  const found: Array<{ where: string; doc: string; section?: string }> = [];
  for (const file of sourceFiles) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `${path.relative(root, file)}:${i + 1}`;
      for (const m of line.matchAll(/docs\/(product|architecture)\.md((?:(?:,\s*|\s+and\s+|\s+)§\d+(?:\.\d+)?)*)/g)) {
        const doc = `docs/${m[1]}.md`;
        const numbers = [...m[2]!.matchAll(/§(\d+(?:\.\d+)?)/g)].map((n) => n[1]!);
        if (numbers.length === 0) found.push({ where, doc });
        for (const section of numbers) found.push({ where, doc, section });
      }
      for (const m of line.matchAll(/docs\/decisions\/[\w.-]+\.md/g)) found.push({ where, doc: m[0] });
    });
  }
  return found;
}

describe('the project documents', () => {
  it('has its documents: the product, the architecture and the decision records', () => {
    expect(sections(path.join(root, 'docs/product.md')).size).toBeGreaterThan(20);
    expect(sections(path.join(root, 'docs/architecture.md')).size).toBeGreaterThan(5);
    expect(fs.readdirSync(path.join(root, 'docs/decisions')).filter((f) => /^\d{4}-.*\.md$/.test(f)).length).toBeGreaterThan(4);
  });

  it.each(markdownFiles.map((f) => [path.relative(root, f), f]))(
    '%s: every relative link reaches a file and its heading',
    (_name, file) => {
      expect(linkProblems(file)).toEqual([]);
    },
  );

  it('every section and decision record a code comment cites exists', () => {
    const found = citations();
    expect(found.length).toBeGreaterThan(0);
    const missing = found
      .filter(({ doc, section }) => {
        const file = path.join(root, doc);
        if (!fs.existsSync(file)) return true;
        return section !== undefined && !sections(file).has(section);
      })
      .map(({ where, doc, section }) => `${where}: ${doc}${section ? ` §${section}` : ''}`);
    expect(missing).toEqual([]);
  });
});

describe('citations', () => {
  it('no comment or test cites a document outside the repository (SPEC.md, DESIGN.md) or an issue number: cite docs/ instead', () => {
    const absent = /\b(?:SPEC|DESIGN)\.md\b|\b[Ii]ssues? #?\d+/;
    const found = sourceFiles
      .filter((file) => file !== __filename)
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (absent.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});

describe('anchorOf', () => {
  it('writes anchors as GitHub does', () => {
    expect(anchorOf('4.6 Money the buyer did not see is never charged')).toBe('46-money-the-buyer-did-not-see-is-never-charged');
    expect(anchorOf('3. The path of a request')).toBe('3-the-path-of-a-request');
    expect(anchorOf("0001. The proxy's client: Node")).toBe('0001-the-proxys-client-node');
  });
});
