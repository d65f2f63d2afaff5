/**
 * The frame of every HTML page the sandbox serves (hosted payment pages, the heritage landing page): lang="en", a
 * <title>, a viewport for 360 px screens, kept out of search engines, and the page's own styles and <main> content
 * (`main`: already escaped HTML). `title` is escaped here.
 */
export function renderSandboxDocument(page: { title: string; styles: string; main: string }): string {
  const title = page.title.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${page.styles}</style>
</head>
<body>
<main>
${page.main}
</main>
</body>
</html>
`;
}
