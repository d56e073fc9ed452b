import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new TraceMap(readFileSync(file + '.map', 'utf8'));
const lines = code.split('\n');
const bySource = new Map();
for (let l = 0; l < lines.length; l++) {
  const line = lines[l];
  let last = null, start = 0;
  for (let c = 0; c <= line.length; c += 1) {
    const pos = c < line.length ? originalPositionFor(map, { line: l + 1, column: c }) : { source: null };
    const src = pos.source ?? last;
    if (c === line.length || (pos.source && pos.source !== last && last !== null)) {
      const key = (last ?? 'unknown').replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, '$1').replace(/.*\/src\//, 'src/');
      bySource.set(key, (bySource.get(key) ?? '') + line.slice(start, c));
      start = c;
    }
    if (pos.source) last = pos.source;
  }
}
const rows = [...bySource].map(([k, v]) => [k, v.length, gzipSync(v).length]).sort((a, b) => b[1] - a[1]);
for (const [k, raw, gz] of rows.slice(0, 40)) console.log(String(raw).padStart(7), String(gz).padStart(6), k);
