import { renderMarkdown } from '@agency/ui';

// jsdom: the browser path (marked's rules, then DOMPurify).
const dom = (markdown: string) => {
  const root = document.createElement('div');
  root.innerHTML = renderMarkdown(markdown);
  return root;
};

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, quotes and links', () => {
    const root = dom(
      '# Agreement\n\n## Hours\n\n- **Days** and *nights*\n- Weekends\n\n1. First\n2. Second\n\n> Example text\n\n[Our site](https://demo.test/about)',
    );
    expect(root.querySelector('h1')?.textContent).toBe('Agreement');
    expect(root.querySelector('h2')?.textContent).toBe('Hours');
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Days and nights', 'Weekends']);
    expect(root.querySelector('ul strong')?.textContent).toBe('Days');
    expect(root.querySelector('ul em')?.textContent).toBe('nights');
    expect([...root.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['First', 'Second']);
    expect(root.querySelector('blockquote')?.textContent?.trim()).toBe('Example text');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://demo.test/about');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('prints raw HTML as text: no script, no handler, no frame', () => {
    const source =
      '<script>window.pwned = 1</script>\n\nHello <img src=x onerror="window.pwned=2"> <iframe src="https://evil.test"></iframe>\n\n<div onclick="alert(1)">click</div>';
    const root = dom(source);
    expect(root.querySelector('script, img, iframe, div, [onerror], [onclick]')).toBeNull();
    expect(root.textContent).toContain('<script>window.pwned = 1</script>');
    expect(root.textContent).toContain('<img src=x onerror="window.pwned=2">');
    expect(root.textContent).toContain('<div onclick="alert(1)">click</div>');
  });

  it('keeps only http(s), mailto and tel links, and loads no image', () => {
    const root = dom(
      '[a](javascript:alert(1)) [b](data:text/html;base64,PHNjcmlwdD4=) [c](mailto:office@demo.test) [d](tel:+15550100) ![tracker](https://evil.test/pixel.png)',
    );
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:office@demo.test',
      'tel:+15550100',
    ]);
    expect(root.textContent).toContain('a b');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('[tracker]');
  });
});
