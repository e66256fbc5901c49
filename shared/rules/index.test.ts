import fs from 'node:fs';
import path from 'node:path';

// One door to the rules: every rule module is exported by the index, so a reader finds them all in one list.
describe('the rules index', () => {
  it('exports every rule module in shared/rules', () => {
    const index = fs.readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
    const modules = fs
      .readdirSync(__dirname)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
      .map((name) => name.replace(/\.ts$/, ''));
    const missing = modules.filter((name) => !index.includes(`export * from './${name}';`));
    expect(missing).toEqual([]);
  });
});
