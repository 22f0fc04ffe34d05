import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('paragraphsOf', () => {
  it('splits stored paragraphs into plain text and drops markup, so script never runs', () => {
    const html =
      '<p>第一步：注册</p>\n<p>第二步：<b>上传</b>资质&nbsp;证照</p><p><script>alert(1)</script></p>';
    expect(paragraphsOf(html)).toEqual(['第一步：注册', '第二步：上传资质 证照', 'alert(1)']);
  });

  it('keeps plain text without tags as one paragraph and skips empty ones', () => {
    expect(paragraphsOf('服务热线：400-826-3999<br/>&lt;全天&gt;')).toEqual([
      '服务热线：400-826-3999',
      '<全天>',
    ]);
    expect(paragraphsOf('<p> </p>')).toEqual([]);
  });
});
