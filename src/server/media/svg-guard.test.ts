import { describe, expect, it } from 'vitest';
import { svgProblem } from './svg-guard';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (inner: string, attrs = '') => `<svg ${NS}${attrs}>${inner}</svg>`;

describe('an uploaded SVG is accepted only as a plain drawing', () => {
  it('accepts ordinary drawings, gradients, in-file references and editor comments', () => {
    const files = [
      svg('<rect x="0" y="0" width="10" height="10" fill="#f00"/>', ' viewBox="0 0 10 10"'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: an editor -->\n${svg('<path d="M0 0L10 10"/>')}`,
      svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect fill="url(#g)" width="5" height="5"/>'),
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><defs><circle id="c" r="2"/></defs><use xlink:href="#c"/></svg>`,
      svg('<text x="1" y="9" style="font-weight: bold">Tom &amp; Jerry &lt;3</text>'),
    ];
    for (const file of files) expect(svgProblem(file), file).toBeNull();
  });

  it('refuses script, handlers, script URLs and external references in every spelling', () => {
    const attacks = [
      svg('<script>alert(1)</script>'),
      svg('<SCRIPT>alert(1)</SCRIPT>'),
      svg('<svg:script>alert(1)</svg:script>'),
      svg('', ' onload="alert(1)"'),
      svg('<rect onclick="alert(1)"/>'),
      svg('<rect x="1>" onload="alert(1)"/>'),
      svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      svg('<use href="javascript:alert(1)"/>'),
      svg('<use href="&#106;avascript:alert(1)"/>'),
      svg('<use href="&#x6A;avascript:alert(1)"/>'),
      svg('<use href="java&#x09;script:alert(1)"/>'),
      svg('<use href="java\tscript:alert(1)"/>'),
      svg('<use href="data:image/svg+xml;base64,PHN2Zz4="/>'),
      svg('<use href="vbscript:msgbox(1)"/>'),
      svg('<use href="https://evil.example/x.svg#a"/>'),
      svg('<use xlink:href="//evil.example/x.svg#a"/>'),
      svg('<image href="https://evil.example/track.png"/>'),
      svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject>'),
      svg('<rect style="fill: url(https://evil.example/x)"/>'),
      svg('<rect style="background: u\\72l(https://evil.example)"/>'),
      svg('<rect fill="url(\'javascript:alert(1)\')"/>'),
      svg('<style>@import url(https://evil.example/x.css);</style>'),
      svg('<animate attributeName="href" to="javascript:alert(1)"/>'),
      svg('<set attributeName="onload" to="alert(1)"/>'),
      svg('<text><![CDATA[</text><script>alert(1)</script>]]></text>'),
      `<!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]>${svg('<use href="&x;"/>')}`,
      `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">${svg('')}`,
      `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`,
      svg('<!-- --><script>alert(1)</script><!-- -->'),
      svg('<!-- <script>alert(1)</script> -->'),
      svg('<rect/>', ' xmlns:ev="http://www.w3.org/2001/xml-events"'),
      svg('<iframe src="javascript:alert(1)"/>'),
      svg('<rect < script>'),
      '<html><svg></svg></html>',
      '<rect/>',
    ];
    for (const file of attacks) expect(svgProblem(file), file).not.toBeNull();
  });
});
