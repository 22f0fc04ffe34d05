import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting, tables, links and site images', () => {
    const html =
      '<h2>用法用量</h2><p style="text-align:center"><strong>口服</strong>，一次1袋</p>' +
      '<table><tr><td colspan="2">规格</td></tr></table><a href="https://www.nmpa.gov.cn">药监局</a><img src="/uploads/a.png" alt="图">';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>用法用量</h2>');
    expect(out).toContain('<p style="text-align:center"><strong>口服</strong>');
    expect(out).toContain('<td colspan="2">规格</td>');
    expect(out).toContain('href="https://www.nmpa.gov.cn" rel="noopener noreferrer"');
    expect(out).toContain('<img src="/uploads/a.png" alt="图" />');
  });

  it('drops scripts, handlers, iframes and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">正文</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">点我</a><img src="x" onerror="alert(1)"><p style="position:fixed">x</p>',
    );
    expect(out).toBe('<p>正文</p><a rel="noopener noreferrer">点我</a><img src="x" /><p>x</p>');
  });
});
