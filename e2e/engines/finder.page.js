// Finding an element by role and accessible name inside the page, for the drivers that have no
// getByRole of their own (puppeteer over BiDi, Selenium). This file is sent to the page as it is
// written (plain JavaScript read as text, so no transpiler adds helpers the page lacks) with a
// call of findTarget after it: see finder.ts. It follows the parts of the accessible-name rules this
// app uses, not all of them: aria-labelledby, aria-label, a <label for> or wrapping label, the text
// content for roles named from it, then title or placeholder.
/* eslint-disable @typescript-eslint/no-unused-vars -- findTarget is called by the script finder.ts adds */

/**
 * The first visible element matching the target in document order, or null.
 * @param {import('./types').Target} target
 * @returns {Element | null}
 */
function findTarget(target) {
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el) => {
    if (el.closest('[aria-hidden="true"]')) return false;
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  // The text a name is made of: text nodes, skipping what is hidden from assistive technology.
  const textOf = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const el = node;
    if (el.getAttribute('aria-hidden') === 'true' || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(el.tagName)) return '';
    // A control inside a label or a button gives the name nothing (its value is not what it is called).
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return '';
    let text = '';
    for (const child of Array.from(el.childNodes)) text += textOf(child);
    return el instanceof HTMLElement && getComputedStyle(el).display === 'block' ? ` ${text} ` : text;
  };
  const roleOf = (el) => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0];
    const tag = el.tagName.toLowerCase();
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    // A section is a region only when it has a name (HTML-AAM), as the cart's waiting order has.
    if (tag === 'section') return el.hasAttribute('aria-labelledby') || el.hasAttribute('aria-label') ? 'region' : null;
    if (tag === 'textarea') return 'textbox';
    if (tag === 'select') return el.multiple ? 'listbox' : 'combobox';
    if (tag === 'input') {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'search') return el.hasAttribute('list') ? 'combobox' : 'searchbox';
      if (['text', 'email', 'tel', 'url', ''].includes(type)) return el.hasAttribute('list') ? 'combobox' : 'textbox';
      if (type === 'number') return 'spinbutton';
      if (type === 'checkbox' || type === 'radio') return type;
      return null;
    }
    const implicit = {
      dialog: 'dialog',
      main: 'main',
      nav: 'navigation',
      ul: 'list',
      ol: 'list',
      li: 'listitem',
      article: 'article',
      table: 'table',
      form: 'form',
      img: 'img',
    };
    return implicit[tag] ?? null;
  };
  const levelOf = (el) => {
    const aria = el.getAttribute('aria-level');
    if (aria) return Number(aria);
    const m = /^h([1-6])$/i.exec(el.tagName);
    return m ? Number(m[1]) : null;
  };
  const labelsOf = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      const parts = ids.split(/\s+/).map((id) => document.getElementById(id));
      if (parts.some(Boolean)) return norm(parts.map((p) => (p ? textOf(p) : '')).join(' '));
    }
    const aria = el.getAttribute('aria-label');
    if (aria && norm(aria)) return norm(aria);
    // A form control's labels: a <label for> and a wrapping label.
    const labels = el.labels;
    if (labels && labels.length > 0) return norm(Array.from(labels, textOf).join(' '));
    return null;
  };
  const fromContent = ['button', 'link', 'heading', 'tab', 'listitem', 'menuitem', 'option', 'cell', 'row', 'checkbox', 'radio', 'switch'];
  const nameOf = (el, role) => {
    const labelled = labelsOf(el);
    if (labelled !== null) return labelled;
    if (role && fromContent.includes(role)) {
      const content = norm(textOf(el));
      if (content) return content;
    }
    return norm(el.getAttribute('title') ?? el.getAttribute('placeholder'));
  };
  const matches = (actual, wanted, exact) => (exact ? actual === norm(wanted) : actual.toLowerCase().includes(norm(wanted).toLowerCase()));

  const find = (t) => {
    const scope = t.within ? find(t.within) : document;
    if (!scope) return null;
    const candidates = 'css' in t ? Array.from(scope.querySelectorAll(t.css)) : Array.from(scope.querySelectorAll('*'));
    for (const el of candidates) {
      if ('role' in t) {
        const role = roleOf(el);
        if (role !== t.role) continue;
        if (t.level !== undefined && levelOf(el) !== t.level) continue;
        if (t.name !== undefined && !matches(nameOf(el, role), t.name, t.exact)) continue;
      } else if ('label' in t) {
        if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) continue;
        const label = labelsOf(el);
        if (label === null || !matches(label, t.label, t.exact)) continue;
      }
      if (visible(el)) return el;
    }
    return null;
  };
  return find(target);
}
