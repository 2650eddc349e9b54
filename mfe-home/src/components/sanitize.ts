import DOMPurify from 'dompurify';

// Operator HTML (help entries, announcements, promotion terms) is sanitised by the API when written;
// the client sanitises again before rendering (defence in depth: an older row, another API, a proxy).
// DOMPurify is the maintained sanitiser; it is imported only by the pages that render such HTML,
// so home's first screen never downloads it.

// DOMPurify's default URI rule keeps web, mail and phone links and relative paths, and drops
// javascript:, vbscript: and data: links.
const CONFIG = {
  // Structure and text only: no forms, frames, media that could fetch or act, no inline styles.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'svg',
    'math',
    'video',
    'audio',
    'source',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'xlink:href'],
  ADD_ATTR: ['target'],
};

let hooked = false;

/** Markup that can be given to dangerouslySetInnerHTML: no script, no event handler, no script URL. */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    // A link that opens elsewhere must not hand the opener to that page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!node.hasAttribute('target')) return;
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, CONFIG);
}
