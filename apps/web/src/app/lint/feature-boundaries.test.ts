import { RuleTester } from 'eslint';
import path from 'node:path';
import { describe, it } from 'vitest';
// The rule lives with the ESLint config at the repository root (plain JS, no types).
// @ts-expect-error -- untyped JS module
import { featureBoundaries } from '../../../../../eslint/feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const features = path.resolve('/repo/apps/web/src/features');
const file = (rel: string) => path.join(features, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('futsal/feature-boundaries', featureBoundaries, {
  valid: [
    // own feature, any depth
    { filename: file('matches/pages/MatchPage.tsx'), code: "import { x } from '../api/keys';" },
    // another feature through its entry
    { filename: file('matches/pages/MatchPage.tsx'), code: "import { x } from '../../teams';" },
    {
      filename: file('matches/pages/MatchPage.tsx'),
      code: "import { x } from '../../teams/index';",
    },
    {
      filename: file('reports/components/A.test.tsx'),
      code: "import { x } from '../../stats/testing';",
    },
    // shared code outside the features
    {
      filename: file('matches/pages/MatchPage.tsx'),
      code: "import { x } from '../../../lib/api-client';",
    },
    {
      filename: file('matches/paths.ts'),
      code: "import { x } from '../../components/PageHeader';",
    },
    // packages
    { filename: file('matches/paths.ts'), code: "import { x } from '@futsal/shared';" },
  ],
  invalid: [
    {
      filename: file('matches/pages/MatchPage.tsx'),
      code: "import { x } from '../../teams/api/get-team';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: file('matches/paths.ts'),
      code: "export { x } from '../live/lib/clock';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: file('live/components/deep/Tile.tsx'),
      code: "const m = import('../../../matches/components/EventIcon');",
      errors: [{ messageId: 'deep' }],
    },
  ],
});
