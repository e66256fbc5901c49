// An import cycle, type-only imports counted: the rule eslint.config.mjs runs as `local/no-cycle`.
// import-x/no-cycle (4.18) skips every `import type` edge, with no option to count it, so a ring
// whose closing edge is a type import passed the lint (the RootStore and its stores did). This is
// the same walk over import-x's module graph (its resolver settings, its parse cache), with every
// edge kept: static, type-only and dynamic imports, and re-exports. Modules in node_modules are not
// followed.
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

const external = (path) => path.includes('/node_modules/');

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import cycle, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Dependency cycle via {{route}} (type-only imports count).' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    return moduleVisitor(
      (source, importer) => {
        const imported = ModuleInfo.get(source.value, context);
        if (imported == null || imported.path === filename || external(imported.path)) return;
        // Breadth first from the imported module: the shortest way back is the one reported.
        const seen = new Set([imported.path]);
        const queue = [{ module: imported, route: [imported.path] }];
        while (queue.length > 0) {
          const { module, route } = queue.shift();
          for (const [path, { resolve }] of module.getImports()) {
            if (path === filename) {
              const shown = route.map((p) => p.slice(context.cwd.length + 1)).join(' → ');
              context.report({ node: importer, messageId: 'cycle', data: { route: shown } });
              return;
            }
            if (seen.has(path) || external(path)) continue;
            seen.add(path);
            const next = resolve();
            if (next != null) queue.push({ module: next, route: [...route, path] });
          }
        }
      },
      { commonjs: false, esmodule: true },
    );
  },
};
