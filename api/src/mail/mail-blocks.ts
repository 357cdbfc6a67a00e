import { escapeMarkup } from '../http/markup';

/** A message as paragraphs: plain text joins them with blank lines, HTML wraps each in <p>. */
export type Block = string | { lines: string[] } | { link: string; label: string } | { table: [string, string][] };

export function render(blocks: Block[]): { text: string; html: string } {
  const text = blocks.map((block) => {
    if (typeof block === 'string') return block;
    if ('lines' in block) return block.lines.join('\n');
    if ('link' in block) return `${block.label}: ${block.link}`;
    return block.table.map(([label, value]) => `${label}: ${value}`).join('\n');
  });
  const html = blocks.map((block) => {
    if (typeof block === 'string') return `<p>${escapeMarkup(block)}</p>`;
    if ('lines' in block) return `<p>${block.lines.map(escapeMarkup).join('<br>')}</p>`;
    if ('link' in block) return `<p><a href="${escapeMarkup(block.link)}">${escapeMarkup(block.label)}</a></p>`;
    const rows = block.table
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 16px 2px 0">${escapeMarkup(label)}</td><td style="padding:2px 0;text-align:right">${escapeMarkup(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
  });
  return {
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:Georgia,serif;color:#2b2b2b;line-height:1.5;max-width:560px">${html.join('')}</body></html>`,
  };
}
