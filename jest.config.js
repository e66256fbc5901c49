// One jest configuration for every folder. TypeScript runs through @swc/jest (TypeScript 7 has no
// JavaScript API, so ts-jest cannot be used), with legacy decorators and their metadata on, as
// class-validator needs. ESM-only packages (ky; puppeteer-core 25 and the two of its dependencies it
// loads for Firefox over BiDi) are transformed too: jest's require of ESM needs vm modules.
const swc = (react) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: react, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        ...(react ? { react: { runtime: 'automatic' } } : {}),
      },
    },
    module: { type: 'commonjs' },
  },
];

const esmOnly = ['ky', 'p-limit', 'yocto-queue', 'content-type', 'puppeteer-core', '@puppeteer/browsers', 'chromium-bidi'];
const common = {
  moduleNameMapper: {
    '^@shared/(.*)$': '<rootDir>/shared/$1',
    '\\.css$': '<rootDir>/client/styleStub.ts',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/client/assetStub.ts',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const fs = require('node:fs');
const path = require('node:path');
const exists = (root) => fs.existsSync(path.join(__dirname, root.replace('<rootDir>/', '')));

module.exports = {
  passWithNoTests: true,
  // Jest's default (one worker fewer than the cores) suits tests that use the CPU themselves; the
  // journeys mostly wait on a browser that works in its own processes, so a 2-core machine runs two
  // files at a time (the whole suite in about 630 s instead of about 1,000 s there).
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      // Every answer of the mock in a test is held to the OpenAPI document (mock-provider/contractNet.ts).
      setupFilesAfterEnv: ['<rootDir>/mock-provider/contractNet.setup.ts'],
      roots: ['<rootDir>/shared', '<rootDir>/mock-provider', '<rootDir>/server', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc(false) },
    },
    {
      ...common,
      displayName: 'client',
      // Stores are tested in node (fetch, Request and Response are built in); a component test
      // that needs a DOM says so with a @jest-environment jsdom docblock.
      testEnvironment: 'node',
      // Every response a fake provider serves in a test is held to the OpenAPI document (client/app/contractCheck.ts).
      setupFilesAfterEnv: ['<rootDir>/client/app/contractCheck.setup.ts'],
      roots: ['<rootDir>/client'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc(true) },
    },
    {
      ...common,
      displayName: 'e2e',
      // Node's environment, reporting the open pages of a failing journey.
      testEnvironment: '<rootDir>/e2e/support/environment.ts',
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts', '<rootDir>/mock-provider/contractNet.setup.ts'],
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc(false) },
    },
  ]
    .map((project) => ({ ...project, roots: project.roots.filter(exists) }))
    .filter((project) => project.roots.length > 0),
};
