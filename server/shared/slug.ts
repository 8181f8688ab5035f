/** "Dom i ogród" becomes "dom-i-ogrod": lower case ASCII words joined by hyphens (Polish letters lose their marks). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
