import puppeteer from 'puppeteer-core';
const url = process.argv[2];
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 4000));
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
// self time per function, and per "package" guess by name
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dts = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]);
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dts[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total sampled ms', (total / 1000).toFixed(0));
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v / 1000).toFixed(1).padStart(7), k);
// attribute by source file via sourcemaps
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const consumers = new Map();
const bySource = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const f = byId.get(profile.samples[i]).callFrame;
  const file = f.url.split('/').pop();
  if (!file.endsWith('.js')) continue;
  const mp = `/work/main/apps/web/dist/assets/${file}.map`;
  if (!consumers.has(file)) consumers.set(file, existsSync(mp) ? new SourceMapConsumer(JSON.parse(readFileSync(mp, 'utf8'))) : null);
  const c = consumers.get(file);
  let src = file;
  if (c) { const o = c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber }); src = (o.source ?? file).replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/'); src = src.split('/').slice(0, src.startsWith('nm/') ? 3 : 4).join('/'); }
  bySource.set(src, (bySource.get(src) ?? 0) + (dts[i] ?? 0));
}
console.log('--- by source');
for (const [k, v] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(1).padStart(7), k);
const byFn = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const f = byId.get(profile.samples[i]).callFrame;
  const file = f.url.split('/').pop();
  const c = consumers.get(file);
  if (!c) continue;
  const o = c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  const k = `${(o.source ?? '').replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/')}:${o.line} ${o.name ?? f.functionName}`;
  byFn.set(k, (byFn.get(k) ?? 0) + (dts[i] ?? 0));
}
console.log('--- by function');
for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(1).padStart(7), k);
