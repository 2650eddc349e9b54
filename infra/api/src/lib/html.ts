// Operator-written HTML (announcements, help, promotions) is sanitised when it is written, by an
// allowlist: a few text-formatting tags, no attributes except a checked href on links, and nothing
// of script, style, frames or embedded documents. The output is rebuilt from tokens, so it is
// well-formed and carries only markup this module wrote. Plain text goes through escapeHtml.

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span', 'small', 'blockquote']);
const VOID_TAGS = new Set(['br']);
/** Tags dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'frameset',
  'head',
]);
const ENTITY = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;
const TAG_START = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/;
/** Links may go to the site itself (/m/...), to https/http pages, mail or an anchor. */
const SAFE_HREF = /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*|mailto:[^\s]+|#[^\s]*)$/i;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML or XML (element content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Text between tags: stray < and > escaped, & kept only where it starts an entity. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '&') out += ENTITY.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else out += c;
  }
  return out;
}

/** Index of the `>` closing the tag that starts at `from`, skipping quoted attribute values; -1 if none. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

const ENTITY_VALUES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

/** Decodes the entities an attribute value may hide a scheme behind (`&#106;avascript:`). */
function decodeEntities(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(Math.min(parseInt(body.slice(2), 16), 0x10ffff));
    if (body.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(body.slice(1), 10), 0x10ffff));
    return ENTITY_VALUES[body.toLowerCase()] ?? whole;
  });
}

function safeHref(attributes: string): string | null {
  const m = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!m) return null;
  // Browsers drop control characters and whitespace inside a scheme: so does the check.
  const href = decodeEntities(m[1] ?? m[2] ?? m[3] ?? '').replace(/[\u0000-\u0020\u007f]/g, '');
  return SAFE_HREF.test(href) ? href : null;
}

/** Sanitises operator HTML to the allowlist; text outside it survives, escaped. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const m = TAG_START.exec(html.slice(i, i + 64));
    const end = m ? tagEnd(html, i + m[0].length) : -1;
    if (!m || end === -1) {
      // Not a tag (or one never closed): the < is text.
      out += '&lt;';
      i += 1;
      continue;
    }
    const closing = m[1] === '/';
    const name = (m[2] as string).toLowerCase();
    const attributes = html.slice(i + m[0].length, end);
    i = end + 1;
    if (!closing && DROPPED_WITH_CONTENT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      if (close === -1) i = html.length;
      else {
        const closeEnd = html.indexOf('>', close);
        i = closeEnd === -1 ? html.length : closeEnd + 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop() as string}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributes);
      const external = href !== null && /^https?:/i.test(href);
      out += href === null ? '<a>' : `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>`;
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  while (open.length) out += `</${open.pop() as string}>`;
  return out;
}
