import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import boundaries from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const root = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = boundaries.rules.imports;

tester.run('boundaries/imports', rule, {
  valid: [
    // Inside one feature, however deep.
    {
      code: "import { x } from '../api/cart';",
      filename: at('apps/web/src/features/cart/pages/CartPage.tsx'),
    },
    // Another feature through its index (the folder itself or index).
    {
      code: "import { GoodsImage } from '../../goods';",
      filename: at('apps/web/src/features/zones/components/A.tsx'),
    },
    {
      code: "import { y } from '../../goods/index';",
      filename: at('apps/web/src/features/zones/components/A.tsx'),
    },
    // A server module through another's service.
    {
      code: "import { findUpload } from '../upload/upload.service';",
      filename: at('apps/server/src/modules/buyer/b.service.ts'),
    },
    // A repository composing another module's SQL fragment.
    {
      code: "import { expiredLicenceOf } from '../user/licence.sql';",
      filename: at('apps/server/src/modules/goods/goods.repo.ts'),
    },
    // Listed in the baseline.
    {
      code: "import { GoodsImage } from '../../goods/components/GoodsImage';",
      filename: at('apps/web/src/features/zones/components/A.tsx'),
      options: [{ allow: ['web:zones->goods/components/GoodsImage'] }],
    },
  ],
  invalid: [
    {
      code: "import { GoodsImage } from '../../goods/components/GoodsImage';",
      filename: at('apps/web/src/features/zones/components/A.tsx'),
      errors: [{ messageId: 'crossing' }],
    },
    {
      // The same crossing one folder deeper is still found (paths are resolved, not matched).
      code: "export { useCart } from '../../../cart/api/cart';",
      filename: at('apps/admin/src/features/order/components/deep/B.tsx'),
      errors: [{ messageId: 'crossing' }],
    },
    {
      code: "import { findUpload } from '../upload/upload.repo';",
      filename: at('apps/server/src/modules/buyer/b.service.ts'),
      errors: [{ messageId: 'crossing' }],
    },
    {
      code: "import { issueInvoicesNow } from '../invoice/invoice.routes';",
      filename: at('apps/server/src/modules/order/order.routes.ts'),
      errors: [{ messageId: 'crossing' }],
    },
  ],
});
