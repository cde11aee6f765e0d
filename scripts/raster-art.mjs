// Writes a PNG beside each of the catalogue's SVG drawings in the client build (dist/client/images/products/*.png):
// search engines' product results and link previews take raster pictures only. Made from the files on disk with
// sharp, so the build needs no network. Run by scripts/build.mjs after the client build.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const projectRoot = path.resolve(import.meta.dirname, '..');
/** Product results want at least a few hundred pixels a side; the drawings are square. */
const SIZE = 800;

export async function rasterizeCatalogueArt({ sourceDir, outputDir }) {
  mkdirSync(outputDir, { recursive: true });
  const written = [];
  for (const file of readdirSync(sourceDir)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    const png = file.replace(/\.svg$/, '.png');
    await sharp(path.join(sourceDir, file), { density: 300 })
      .resize(SIZE, SIZE, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 1 } })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9 })
      .toFile(path.join(outputDir, png));
    written.push(png);
  }
  // Written last: the build's step for this script is as old as this list.
  writeFileSync(path.join(outputDir, 'raster-art.json'), `${JSON.stringify(written, null, 2)}\n`);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(projectRoot, process.env.CLIENT_DIR ?? 'dist/client');
  const written = await rasterizeCatalogueArt({
    sourceDir: path.join(projectRoot, 'public/images/products'),
    outputDir: path.join(clientDir, 'images/products'),
  });
  console.log(`Wrote ${written.length} PNG versions of the catalogue's drawings`);
}
