export const SHOP_NAME = 'Leather & Last';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The shop's HTML mail around `content` (already escaped): the shop's name on a dark band over
 * one white card, in tables and inline styles as mail programs need.
 */
export function mailPage(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#faf7f2;font-family:Georgia,'Times New Roman',serif;color:#221b16;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf7f2;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e8dfd4;">
<tr><td style="background:#2b211b;color:#f6efe6;padding:20px 32px;font-size:22px;letter-spacing:1px;">${escapeHtml(SHOP_NAME)}</td></tr>
<tr><td style="padding:32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;">
${content}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
