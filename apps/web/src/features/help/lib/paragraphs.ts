/**
 * Article bodies are HTML paragraphs typed in the back office. The storefront shows them as plain
 * text paragraphs instead of injecting the HTML: an operator's pasted markup (or a compromised
 * operator account) must not run script in every buyer's browser.
 */
const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

export function paragraphsOf(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>|\n/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e] ?? e)
        .trim(),
    )
    .filter((p) => p !== '');
}
