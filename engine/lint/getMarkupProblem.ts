/** A tag of XML markup: `<name attr="v" …>`, `</name>` or `<name … />`. */
const tagPattern = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>"']+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;

/** Markup that holds no element: comments, CDATA, the XML declaration and processing instructions, a doctype. */
const nonElementPattern = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/y;

/**
 * Why an SVG file is not well-formed XML, with the line it is on, or null when it is (issue #14: the favicon is served
 * as image/svg+xml, which a browser parses as XML and draws nothing of at the first mistake; the logo is drawn inline).
 * Checks what a product owner's edit breaks: a tag left open or closed twice, closing tags out of order, an attribute
 * without quotes or its closing quote, a stray `<`.
 */
export function getMarkupProblem(markup: string): string | null {
  const open: Array<{ name: string; line: number }> = [];
  const lineAt = (offset: number) => markup.slice(0, offset).split('\n').length;
  let at = markup.indexOf('<');
  while (at !== -1) {
    nonElementPattern.lastIndex = at;
    const skipped = nonElementPattern.exec(markup);
    if (skipped) {
      at = markup.indexOf('<', at + skipped[0].length);
      continue;
    }
    tagPattern.lastIndex = at;
    const tag = tagPattern.exec(markup);
    const line = lineAt(at);
    if (!tag) {
      const end = markup.indexOf('>', at);
      const shown = end !== -1 && end - at < 40 ? markup.slice(at, end + 1) : `${markup.slice(at, at + 40).split('\n')[0]}…`;
      return `line ${line}: ${shown} is not a whole tag (an attribute's value needs quotes around it, and every tag its closing >)`;
    }
    const [whole, closing, name, , selfClosing] = tag;
    if (closing) {
      if (!open.some((element) => element.name === name)) return `line ${line}: </${name}> closes no open <${name}> (delete it, or open it)`;
      const last = open.pop()!;
      if (last.name !== name) return `line ${line}: </${name}> closes <${last.name}> of line ${last.line}; close <${last.name}> first`;
    } else if (!selfClosing) open.push({ name: name!, line });
    at = markup.indexOf('<', at + whole.length);
  }
  const unclosed = open.pop();
  return unclosed ? `line ${unclosed.line}: <${unclosed.name}> is never closed (end it with /> or </${unclosed.name}>)` : null;
}
