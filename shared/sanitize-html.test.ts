// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';
import { sanitizeHtml as sanitizeInBrowser } from './sanitize-html.browser';

// The server's sanitizer (parse5) must keep exactly what the browser's (DOMPurify, here on jsdom) keeps.
const SAMPLES = [
  '',
  'plain text & more',
  '  <p>leading space</p>',
  '<p>Hello <strong>there</strong> <em>friend</em></p>',
  '<h2>Title</h2><h1>big</h1><h5>small</h5>',
  '<script>alert(1)</script><p>after</p>',
  '<p onclick="alert(1)" class="x" id="y" style="color:red">attrs</p>',
  '<a href="javascript:alert(1)">js</a><a href="java\tscript:alert(1)">tab</a><a href=" JAVASCRIPT:alert(1)">upper</a>',
  '<a href="https://example.com/x?a=1&b=2" title="  Trimmed  ">ok</a><a href="/shop#top">local</a><a href="mailto:a@b.c">mail</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a><a href="vbscript:x">vb</a><a href="tel:+15551234">tel</a>',
  '<img src="/images/products/a.png" alt="A" width="10" height="20" loading="lazy"><img src="https://evil.example/x.png" alt="far">',
  '<img src="data:image/png;base64,AAAA" alt="inline"><img src=x onerror=alert(1)>',
  '<iframe src="/x"></iframe><object data="x"></object><embed src="x"><form action="/x"><input name="a"><button>b</button></form>',
  '<style>p{color:red}</style><title>t</title><noscript><p>ns</p></noscript><template><p>tpl</p></template>',
  '<svg><a href="/x"><circle/></a><p>breaks out</p></svg><math><mi><a href="/y">m</a></mi></math>',
  '<table><tr><td colspan="2" rowspan="x">cell</td></tr><thead><tr><th>h</th></tr></thead></table>',
  '<table><form><tr><td>foster</td></tr></form></table>',
  '<div><section><p>nested <span data-x="1" aria-label="lab">span</span></p></section></div>',
  '<ul><li>one<li>two</ul><ol><li>x</ol><dl><dt>t<dd>d</dl>',
  '<p title="--!>">comment end</p><p title="</style><img src=x onerror=alert(1)>">style end</p><p title="a/>b">self close</p>',
  '<!-- a comment --><p>after comment</p><![CDATA[x]]>',
  '<p>unclosed <b>bold <i>both</p> after',
  '<pre><code>&lt;script&gt; x &amp;&amp; y</code></pre><blockquote cite="https://example.com">q</blockquote>',
  '<time datetime="2026-11-28">today</time><abbr title="HyperText">HTML</abbr><q cite="javascript:x">q</q>',
  '<xmp><p>raw</p></xmp><textarea><p>rc</p></textarea><select><option>o</option></select>',
  '<mark>m</mark><small>s</small><sub>1</sub><sup>2</sup><hr><br><u>u</u><s>s</s><figure><img src="/a.png"><figcaption>c</figcaption></figure>',
  '<a href="  /trimmed  ">spaces</a><a href="#">hash</a><a href="?q=1">query</a><a href="./rel">rel</a><a href="rel/path">word path</a>',
  '<p>non-breaking\u00a0space and <b>&nbsp;</b> entities &lt; &gt; &quot;</p>',
  '<html><head><meta charset="x"><link rel="stylesheet" href="/x.css"></head><body><p>whole doc</p></body></html>',
  '<p>a</p></body><p>after body</p></html><p>after html</p>',
  '<img src="/images/x.png" srcset="https://evil.example/x.png 2x" alt="x">',
  '<a href="https://example.com" target="_blank" rel="noopener">t</a>',
];

describe('sanitizeHtml', () => {
  it.each(SAMPLES)('keeps what DOMPurify keeps: %s', (html) => {
    expect(sanitizeHtml(html)).toBe(sanitizeInBrowser(html));
  });

  it('keeps only the allow-listed markup', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">l</a></p>')).toBe('<p>Hi <a>l</a></p>');
  });
});
