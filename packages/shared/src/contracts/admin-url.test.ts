/** Issue 26, defect 12: a stored URL is http(s) or a path on this site; never javascript:. */
import { describe, expect, it } from 'vitest';
import { adminUrl, isSafeUrl } from './admin-common';
import { isValidAdLink } from './admin-content';

describe('stored URLs', () => {
  it('takes http(s) addresses, site paths and empty', () => {
    for (const v of ['', 'https://www.nifdc.org.cn/report/123.pdf', 'http://example.com', '/api/upload/12']) {
      expect(isSafeUrl(v), v).toBe(true);
    }
  });

  it('refuses javascript:, data:, protocol-relative and backslash hosts', () => {
    for (const v of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'ftp://x',
    ]) {
      expect(isSafeUrl(v), v).toBe(false);
      expect(isValidAdLink(v), v).toBe(false);
    }
    expect(adminUrl('质检链接').safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
      '质检链接须以 http:// 、https:// 或 / 开头',
    );
  });
});
