/**
 * The two renderers of a chart tree: a standalone SVG file (escaped, deterministic), and React
 * elements (text as children, never markup strings).
 */
import { createElement, type ReactElement } from 'react';
import type { ChartVNode } from './tree';

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function attrString(attrs: Readonly<Record<string, string>>): string {
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
}

function render(node: ChartVNode, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const open = `${pad}<${node.tag}${attrString(node.attrs)}`;
  if ('text' in node) {
    out.push(`${open}>${escapeText(node.text)}</${node.tag}>`);
  } else if (node.children.length === 0) {
    out.push(`${open}/>`);
  } else {
    out.push(`${open}>`);
    for (const c of node.children) render(c, depth + 1, out);
    out.push(`${pad}</${node.tag}>`);
  }
}

/** A standalone SVG document: same tree, same bytes. */
export function toSvgString(tree: ChartVNode): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(tree, 0, out);
  return `${out.join('\n')}\n`;
}

const REACT_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  tabindex: 'tabIndex',
  'xlink:href': 'xlinkHref',
};

/** The React prop name of an SVG attribute: aria-* and data-* as they are, the rest camelCased. */
export function reactPropName(attr: string): string {
  const known = REACT_NAMES[attr];
  if (known) return known;
  if (attr.startsWith('aria-') || attr.startsWith('data-')) return attr;
  return attr.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The chart's styles in the page go through the CSSOM (a constructed sheet, adopted once): a
 * `<style>` element would be inline style, which the site's Content-Security-Policy refuses. The
 * standalone SVG file keeps its `<style>` element.
 */
const adopted = new Set<string>();
function adoptStyle(css: string): void {
  if (adopted.has(css) || typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return;
  if (!('adoptedStyleSheets' in document)) return;
  const sheet = new CSSStyleSheet();
  if (typeof sheet.replaceSync !== 'function') return;
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(css);
}

function toReactNode(tree: ChartVNode): ReactElement | null {
  if (tree.tag === 'style' && 'text' in tree) {
    adoptStyle(tree.text);
    return null;
  }
  const props: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree.attrs)) props[reactPropName(k)] = v;
  if ('text' in tree) return createElement(tree.tag, props, tree.text);
  return createElement(tree.tag, props, ...tree.children.map(toReactNode));
}

/** React elements of a tree (children passed positionally, so no keys are needed; no `<style>`, see adoptStyle). */
export function toReact(tree: ChartVNode): ReactElement {
  return toReactNode(tree) ?? createElement('g');
}
