// Long tasks (> 12 ms unthrottled ≈ 50 ms at 4x) of a page load with their top source files.
import puppeteer from 'puppeteer-core';
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [url, distDir] = [process.argv[2], process.argv[3] ?? '/work/main/apps/web/dist'];
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
const cdp = await page.createCDPSession();
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await page.evaluateOnNewDocument(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, -1, e.name]); }).observe({ type: 'paint', buffered: true });
});
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 3000));
const { profile } = await cdp.send('Profiler.stop');
const lt = await page.evaluate(() => window.__lt);
const origin = await page.evaluate(() => performance.timeOrigin);
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const consumers = new Map();
const src = (f) => {
  const file = f.url.split('/').pop();
  if (!file.endsWith('.js')) return f.functionName || '(native)';
  const mp = `${distDir}/assets/${file}.map`;
  if (!consumers.has(file)) consumers.set(file, existsSync(mp) ? new SourceMapConsumer(JSON.parse(readFileSync(mp, 'utf8'))) : null);
  const c = consumers.get(file);
  if (!c) return file;
  const o = c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  const s = (o.source ?? file).replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  return s.split('/').slice(0, s.startsWith('src/') ? 4 : (s.startsWith('@') ? 2 : 1)).join('/');
};
// sample timestamps (µs, monotonic) → ms since timeOrigin: profile.startTime is in µs monotonic.
let t = profile.startTime;
const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return [t, byId.get(id).callFrame]; });
// monotonic → performance.now(): align the first sample with the profile start (approx via navigationStart unknown): use longtask windows only by relative order
const navMono = samples[0][0];
for (const [start, dur, name] of lt.sort((a, b) => a[0] - b[0])) {
  if (dur < 0) { console.log(`${start.toFixed(0).padStart(6)} ms  paint ${name}`); continue; }
  console.log(`${start.toFixed(0).padStart(6)} ms  task ${dur.toFixed(0)} ms`);
}
// group samples into busy stretches (gaps > 5 ms split them)
let group = [], last = 0;
const flush = () => {
  if (group.length === 0) return;
  const ms = (group.at(-1)[0] - group[0][0]) / 1000;
  if (ms > 10) {
    const by = new Map();
    for (const [, f] of group) { const k = src(f); if (k === '(idle)' || k === '(program)') continue; by.set(k, (by.get(k) ?? 0) + 1); }
    const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, n]) => `${k} ${(n * 0.1).toFixed(1)}`).join(' | ');
    console.log(`stretch at +${((group[0][0] - navMono) / 1000).toFixed(0)} ms, ${ms.toFixed(0)} ms: ${top}`);
  }
  group = [];
};
for (const s of samples) {
  const idle = s[1].functionName === '(idle)';
  if (idle) { if (s[0] - last > 5000) flush(); continue; }
  if (group.length && s[0] - group.at(-1)[0] > 5000) flush();
  group.push(s); last = s[0];
}
flush();
