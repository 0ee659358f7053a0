import { Anchor, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeLink } from '../lib/link-policy';

/**
 * Renders the small markdown subset of brand texts (headings `#`/`##`/`###`, paragraphs, `- `
 * lists, `**bold**`, `[text](href)`) as React elements: no raw HTML ever reaches the DOM.
 * Headings start at level 2 (the page owns the h1) unless `headingOffset` says otherwise.
 */
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const key = `${keyPrefix}-${n++}`;
    if (match[1] !== undefined) {
      out.push(<strong key={key}>{match[1]}</strong>);
    } else {
      // The shared link policy (issue #12 item 6): `/\evil.com` is not an internal path.
      const link = safeLink(match[3]);
      if (!link) out.push(match[2]);
      else if (link.kind === 'internal')
        out.push(
          <Anchor key={key} component={Link} to={link.href} underline="always">
            {match[2]}
          </Anchor>,
        );
      else
        out.push(
          <Anchor
            key={key}
            href={link.href}
            underline="always"
            {...(link.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {match[2]}
          </Anchor>,
        );
    }
    last = index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let list: string[] | null = null;
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) {
      flushParagraph();
      continue;
    }
    if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
    } else if (item) {
      flushParagraph();
      list ??= [];
      list.push(item[1]);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

export function MarkdownText({ source, headingOffset = 1 }: { source: string; headingOffset?: number }) {
  return (
    <>
      {parseBlocks(source).map((block, i) => {
        if (block.kind === 'heading') {
          const order = Math.min(6, Math.max(1, block.level + headingOffset - (block.level > 1 ? 1 : 0))) as
            1 | 2 | 3 | 4 | 5 | 6;
          return (
            <Title key={i} order={order} mt="md" mb="xs">
              {renderInline(block.text, `h${i}`)}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={i} mb="sm">
              {block.items.map((itemText, j) => (
                <List.Item key={j}>{renderInline(itemText, `l${i}-${j}`)}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={i} mb="sm">
            {renderInline(block.text, `p${i}`)}
          </Text>
        );
      })}
    </>
  );
}
